#version 3.7;
#include "common.inc"
#include "pavilion.inc"
camera { location <-3.5, 1.7, 6> look_at <2, 2.2, 0> angle 70 }
DuskSky()
light_source { <-200, 40, -300> color rgb <1.0, 0.62, 0.40> }
light_source { <0, 3.5, 8> color rgb <1.0, 0.78, 0.52> * 0.9 area_light <6, 0, 0>, <0, 0, 3>, 3, 2 adaptive 1 }
light_source { <0, 20, 0> color rgb <0.3, 0.3, 0.45> shadowless }
Water(<0.05, 0.10, 0.18>)
box { <-60, -1, 3>, <60, 0.3, 60> texture { Concrete } }
object { Pavilion translate <0, 0.3, 8> }
