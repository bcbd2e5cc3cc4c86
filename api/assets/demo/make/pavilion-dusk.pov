#version 3.7;
#include "common.inc"
#include "pavilion.inc"
camera { location <-22, 3.2, -24> look_at <0, 2.4, 0> angle 42 }
DuskSky()
light_source { <-200, 40, 300> color rgb <1.0, 0.62, 0.40> * 0.9 }
light_source { <0, 3.4, 0> color rgb <1.0, 0.75, 0.45> * 1.6 fade_distance 6 fade_power 2
  area_light <4, 0, 0>, <0, 0, 2>, 3, 2 adaptive 1 }
light_source { <50, 80, -60> color rgb <0.25, 0.28, 0.45> shadowless }
Water(<0.05, 0.10, 0.18>)
box { <-60, -1, 3>, <60, 0.3, 60> texture { Concrete } }                   // foreshore
object { Pavilion translate <0, 0.3, 8> }
#for (I, 0, 9)
  box { <-160 + I * 34, 0, 300>, <-146 + I * 34, 20 + mod(I * 37, 70), 312>
    texture { pigment { rgb 0.08 } finish { emission 0.02 } } }
  #for (F, 2, 18 + mod(I * 37, 70), 3.1)
    box { <-159.5 + I * 34, F, 299.9>, <-146.5 + I * 34, F + 1.2, 299.95>
      texture { pigment { rgb <1, 0.85, 0.6> } finish { emission 0.5 + 0.4 * mod(F * 7 + I, 2) } } }
  #end
#end
Tree(<-14, 0.3, 16>, 6) Tree(<15, 0.3, 17>, 7) Tree(<-24, 0.3, 20>, 5)
