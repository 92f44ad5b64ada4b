<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="rally-workbench" tilewidth="32" tileheight="32" tilecount="22" columns="8">
 <image source="rally-workbench-32.png" width="256" height="96"/>
 <tile id="0" type="floor">
  <properties>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="1" type="pit">
  <properties>
   <property name="kind" value="pit"/>
  </properties>
 </tile>
 <tile id="2" type="conveyor">
  <properties>
   <property name="kind" value="conveyor"/>
   <property name="dir" value="N"/>
   <property name="express" type="bool" value="false"/>
   <property name="curve" value="none"/>
  </properties>
 </tile>
 <tile id="3" type="conveyor-curve-left">
  <properties>
   <property name="kind" value="conveyor"/>
   <property name="dir" value="N"/>
   <property name="express" type="bool" value="false"/>
   <property name="curve" value="left"/>
  </properties>
 </tile>
 <tile id="4" type="conveyor-curve-right">
  <properties>
   <property name="kind" value="conveyor"/>
   <property name="dir" value="N"/>
   <property name="express" type="bool" value="false"/>
   <property name="curve" value="right"/>
  </properties>
 </tile>
 <tile id="5" type="express">
  <properties>
   <property name="kind" value="conveyor"/>
   <property name="dir" value="N"/>
   <property name="express" type="bool" value="true"/>
   <property name="curve" value="none"/>
  </properties>
 </tile>
 <tile id="6" type="express-curve-left">
  <properties>
   <property name="kind" value="conveyor"/>
   <property name="dir" value="N"/>
   <property name="express" type="bool" value="true"/>
   <property name="curve" value="left"/>
  </properties>
 </tile>
 <tile id="7" type="express-curve-right">
  <properties>
   <property name="kind" value="conveyor"/>
   <property name="dir" value="N"/>
   <property name="express" type="bool" value="true"/>
   <property name="curve" value="right"/>
  </properties>
 </tile>
 <tile id="8" type="gear-cw">
  <properties>
   <property name="kind" value="gear"/>
   <property name="rotation" value="cw"/>
  </properties>
 </tile>
 <tile id="9" type="gear-ccw">
  <properties>
   <property name="kind" value="gear"/>
   <property name="rotation" value="ccw"/>
  </properties>
 </tile>
 <tile id="10" type="repair">
  <properties>
   <property name="kind" value="repair"/>
   <property name="double" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="11" type="double-repair">
  <properties>
   <property name="kind" value="repair"/>
   <property name="double" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="12" type="crusher">
  <properties>
   <property name="kind" value="crusher"/>
  </properties>
 </tile>
 <tile id="13" type="wall">
  <properties>
   <property name="kind" value="wall"/>
   <property name="sides" value="N"/>
  </properties>
 </tile>
 <tile id="14" type="wall-corner">
  <properties>
   <property name="kind" value="wall"/>
   <property name="sides" value="N E"/>
  </properties>
 </tile>
 <tile id="15" type="wall-opposite">
  <properties>
   <property name="kind" value="wall"/>
   <property name="sides" value="N S"/>
  </properties>
 </tile>
 <tile id="16" type="wall-three">
  <properties>
   <property name="kind" value="wall"/>
   <property name="sides" value="N E S"/>
  </properties>
 </tile>
 <tile id="17" type="wall-four">
  <properties>
   <property name="kind" value="wall"/>
   <property name="sides" value="N E S W"/>
  </properties>
 </tile>
 <tile id="18" type="laser">
  <properties>
   <property name="kind" value="laser"/>
   <property name="dir" value="N"/>
  </properties>
 </tile>
 <tile id="19" type="flag">
  <properties>
   <property name="kind" value="flag"/>
  </properties>
 </tile>
 <tile id="20" type="start">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
  </properties>
 </tile>
 <tile id="21" type="pusher">
  <properties>
   <property name="kind" value="pusher"/>
   <property name="side" value="N"/>
  </properties>
 </tile>
</tileset>
