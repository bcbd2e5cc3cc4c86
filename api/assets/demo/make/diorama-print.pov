#version 3.7;
#include "common.inc"
camera { location <0, 5, -7> look_at <0, 0.6, 0> angle 45 }
background { rgb <0.92, 0.92, 0.94> }
light_source { <-6, 10, -6> color rgb 1.1 area_light <2, 0, 0>, <0, 0, 2>, 4, 4 adaptive 1 jitter }
light_source { <6, 6, -8> color rgb 0.35 shadowless }
box { <-8, -0.5, -5>, <8, 0, 6> texture { Timber scale 0.4 } }
height_field { function 120, 120 { pattern { bozo turbulence 0.5 octaves 5 scale 0.35 } }
  smooth translate <-0.5, 0, -0.5> scale <4, 1.1, 3> translate <0, 0.02, 0>
  texture { pigment { rgb 0.82 } normal { gradient y 0.35 slope_map { [0 <0,1>] [0.5 <1,0>] [1 <0,-1>] } scale 0.03 }
    finish { specular 0.3 roughness 0.05 diffuse 0.8 } } }
box { <-2.05, 0, -1.55>, <2.05, 0.08, 1.55> texture { pigment { rgb 0.35 } } }
