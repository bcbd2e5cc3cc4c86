#version 3.7;
#include "common.inc"
#include "pavilion.inc"
camera { location <-60, 70, -80> look_at <0, 0, 20> angle 45 }
DaySky()
light_source { <-300, 500, -200> color rgb 1.2 }
light_source { <300, 200, 300> color rgb 0.3 shadowless }
Water(<0.10, 0.22, 0.32>)
box { <-100, -1, 3>, <100, 0.3, 140> texture { Concrete } }
object { Pavilion translate <0, 0.3, 8> }
box { <-40, 0, 40>, <-15, 40, 60> texture { pigment { rgb 0.7 } } }
box { <10, 0, 45>, <40, 60, 70> texture { pigment { rgb 0.65 } } }
box { <-80, 0, 30>, <-50, 25, 70> texture { pigment { rgb 0.72 } } }
box { <50, 0, 25>, <75, 30, 50> texture { pigment { rgb 0.68 } } }
