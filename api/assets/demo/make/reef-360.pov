#version 3.7;
#include "common.inc"
#include "coral.inc"
camera { spherical angle 360 180 location <-4 + clock * 6, 3, 8 + clock * 8> look_at <-4 + clock * 6, 3, 20> }
ReefWater()
object { Coral }
