#version 3.7;
#include "common.inc"
#include "coral.inc"
camera { location <0, 2.5, -4> look_at <0, 1.2, 12> angle 65 }
ReefWater()
object { Coral }
