#version 3.7;
#include "common.inc"
camera { spherical angle 360 180 location <0, 1.7, 0> look_at <0, 1.7, 10> }
sky_sphere { pigment { gradient y color_map { [0 rgb <1.0, 0.55, 0.25>] [0.08 rgb <0.95, 0.6, 0.4>]
  [0.3 rgb <0.35, 0.45, 0.75>] [1 rgb <0.10, 0.18, 0.45>] } } }
light_source { <0, 60, 1000> color rgb <1.0, 0.62, 0.35> * 1.5 }
light_source { <0, 500, -300> color rgb <0.3, 0.3, 0.4> shadowless }
plane { y, 0 texture { pigment { granite color_map { [0 rgb <0.72, 0.30, 0.12>] [1 rgb <0.82, 0.42, 0.18>] } scale 3 }
  normal { bumps 0.4 scale 0.5 } } }
blob { threshold 0.5
  sphere { <0, 0, 0>, 40, 1 scale <3.2, 0.9, 1.4> } sphere { <60, 0, 10>, 30, 0.8 scale <1.6, 0.8, 1> }
  sphere { <-50, 0, -5>, 30, 0.8 scale <1.8, 0.7, 1> }
  scale <1, 1.7, 1> translate <0, -14, 170>
  texture { pigment { bozo color_map { [0 rgb <0.70, 0.25, 0.10>] [1 rgb <0.55, 0.18, 0.08>] } scale <40, 2, 40> }
    normal { gradient y 0.8 scale 4 turbulence 0.3 } } }
#for (I, 0, 400)
  sphere { <sin(I * 2.39) * (4 + mod(I * 7, 60)), 0, cos(I * 2.39) * (4 + mod(I * 7, 60))>, 0.4 + mod(I, 3) * 0.2
    scale <1, 0.6, 1> texture { pigment { rgb <0.55, 0.55, 0.25> } normal { bumps 1 scale 0.05 } } }
#end
