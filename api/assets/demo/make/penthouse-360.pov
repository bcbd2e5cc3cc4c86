#version 3.7;
#include "common.inc"
#include "penthouse.inc"
camera { spherical angle 360 180 location <-0.8, 1.5, 0.9> look_at <-0.8, 1.5, 5.9> }
DaySky()
light_source { <-200, 300, 600> color rgb <1.0, 0.95, 0.85> * 1.4 }
light_source { <0, 2.9, 0> color rgb <0.55, 0.53, 0.50> area_light <6, 0, 0>, <0, 0, 6>, 3, 3 adaptive 1 }
object { Room } object { City }
