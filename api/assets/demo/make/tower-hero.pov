#version 3.7;
#include "common.inc"
camera { location <-48, 1.7, -95> look_at <0, 52, 0> angle 58 }
DaySky()
light_source { <-400, 500, -300> color rgb <1.0, 0.96, 0.88> * 1.3 }
light_source { <300, 200, -200> color rgb <0.35, 0.42, 0.55> shadowless }
plane { y, 0 texture { pigment { rgb <0.30, 0.42, 0.22> } normal { bumps 0.4 scale 0.3 } } }
box { <-200, 0, -12>, <200, 0.05, -8> texture { Concrete } }
#declare Floor = 3.2;
union {
  #for (F, 0, 39)
    box { <-10, F * Floor, -10>, <10, F * Floor + 0.35, 10> texture { Concrete } }
    box { <-9.6, F * Floor + 0.35, -9.6>, <9.6, (F + 1) * Floor, 9.6> texture { DarkGlass } }
    #for (S, -1, 1, 2)
      box { <-11.4, F * Floor, S * 10 - 1.4 * (S < 0)>, <11.4, F * Floor + 0.22, S * 10 + 1.4 * (S > 0)>
        texture { Concrete } }
      box { <-11.4, F * Floor + 0.22, S * 11.35 - 0.05>, <11.4, F * Floor + 1.2, S * 11.35 + 0.05>
        material { Glass } }
    #end
  #end
  box { <-8, 40 * Floor, -8>, <8, 40 * Floor + 5, 8> texture { Concrete } }
  rotate y * 18 }
box { <40, 0, 40>, <70, 45, 70> texture { Concrete } }
box { <-90, 0, 30>, <-60, 30, 60> texture { DarkGlass } }
Tree(<-14, 0, -20>, 8) Tree(<12, 0, -24>, 9) Tree(<-40, 0, -30>, 10) Tree(<-22, 0, -38>, 7)
