#include "common.inc"
#include "pavilion.inc"
#declare A = -40 + clock * 50;
camera { location <30 * sin(radians(A)), 3 + clock * 3, 8 - 30 * cos(radians(A))> look_at <0, 2.4, 8> angle 45 }
DuskSky()
light_source { <-200, 40, 300> color rgb <1.0, 0.62, 0.40> * 0.9 }
light_source { <0, 3.4, 0> color rgb <1.0, 0.75, 0.45> * 1.6 fade_distance 6 fade_power 2
  area_light <4, 0, 0>, <0, 0, 2>, 3, 2 adaptive 1 }
light_source { <50, 80, -60> color rgb <0.25, 0.28, 0.45> shadowless }
Water(<0.05, 0.10, 0.18>)
box { <-60, -1, 3>, <60, 0.3, 60> texture { Concrete } }                   // foreshore
object { Pavilion translate <0, 0.3, 8> }
#for (I, 0, 9)
  box { <-80 + I * 17, 0, 140>, <-70 + I * 17, 12 + mod(I * 37, 50), 150>
    texture { pigment { rgb 0.08 } finish { emission 0.02 } } }
  #for (F, 2, 10 + mod(I * 37, 50), 3.1)
    box { <-79.5 + I * 17, F, 139.9>, <-70.5 + I * 17, F + 1.2, 139.95>
      texture { pigment { rgb <1, 0.85, 0.6> } finish { emission 0.5 + 0.4 * mod(F * 7 + I, 2) } } }
  #end
#end
Tree(<-14, 0.3, 14>, 9) Tree(<16, 0.3, 18>, 11) Tree(<-26, 0.3, 22>, 8)
