#version 3.7;
#include "common.inc"
#include "masterplan.inc"
camera { location <-230, 200, -290> look_at <0, 0, 0> angle 38 }
DaySky()
light_source { <-500, 800, -200> color rgb <1.0, 0.95, 0.86> * 1.3 area_light <40, 0, 0>, <0, 0, 40>, 2, 2 }
light_source { <400, 300, 300> color rgb <0.3, 0.35, 0.45> shadowless }
object { Masterplan }
fog { distance 900 color rgb <0.8, 0.85, 0.9> }
