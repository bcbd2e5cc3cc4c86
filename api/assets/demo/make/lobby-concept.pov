#version 3.7;
#include "common.inc"
camera { location <0, 1.6, -14> look_at <0, 3.5, 4> angle 68 }
DaySky()
light_source { <-100, 200, -200> color rgb <1.0, 0.96, 0.88> }
light_source { <0, 8.5, -2> color rgb 0.7 area_light <10, 0, 0>, <0, 0, 10>, 3, 3 adaptive 1 }
plane { y, 0 texture { Stone scale 0.6 } }
box { <-12, 9, -16>, <12, 9.3, 12> texture { Timber scale 0.6 } }
box { <-12.2, 0, -16>, <-12, 9, 12> texture { Stone scale 2 } }
box { <12, 0, -16>, <12.2, 9, 12> texture { pigment { rgb <0.86, 0.84, 0.80> } } }
box { <-12, 0, 12>, <12, 9, 12.2> texture { Timber scale 0.4 } }
#for (I, -9, 9, 2.2) box { <I, 0, 11.8>, <I + 0.15, 9, 12> texture { pigment { rgb 0.2 } } } #end
box { <-12, 4.4, -16>, <-4, 4.8, 12> texture { pigment { rgb 0.92 } } }       // mezzanine
box { <-4, 4.8, -16>, <-3.95, 5.8, 12> material { Glass } }
union { box { <-3.5, 0, 5>, <3.5, 1.1, 6.2> } box { <-3.7, 1.1, 4.9>, <3.7, 1.18, 6.3> texture { Stone } }
  texture { Timber } }                                                        // reception
text { ttf "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf" "HARBOUR & CO" 0.05, 0 scale 0.7 translate <-2.8, 6, 11.7>
  texture { pigment { rgb <0.85, 0.7, 0.4> } finish { metallic specular 0.8 } } }
Tree(<8, 0, 4>, 4) Tree(<-8, 0, 3>, 3.5)
