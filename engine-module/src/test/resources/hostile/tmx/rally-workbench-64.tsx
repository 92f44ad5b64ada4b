<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="rally-workbench" tilewidth="64" tileheight="64" tilecount="102" columns="8">
 <image source="rally-workbench-64.png" width="512" height="832"/>
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
 <tile id="22" type="flag-1">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="23" type="flag-2">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="24" type="flag-3">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="25" type="flag-4">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="26" type="flag-5">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="27" type="flag-6">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="28" type="flag-7">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="29" type="flag-8">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="30" type="flag-9">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="31" type="flag-10">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="32" type="flag-11">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="33" type="flag-12">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="34" type="flag-13">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="35" type="flag-14">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="36" type="flag-15">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="37" type="flag-16">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="16"/>
  </properties>
 </tile>
 <tile id="38" type="start-1-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="39" type="start-1-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="40" type="start-1-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="41" type="start-1-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="42" type="start-2-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="43" type="start-2-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="44" type="start-2-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="45" type="start-2-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="46" type="start-3-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="47" type="start-3-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="48" type="start-3-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="49" type="start-3-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="50" type="start-4-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="51" type="start-4-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="52" type="start-4-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="53" type="start-4-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="54" type="start-5-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="55" type="start-5-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="56" type="start-5-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="57" type="start-5-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="58" type="start-6-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="59" type="start-6-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="60" type="start-6-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="61" type="start-6-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="62" type="start-7-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="63" type="start-7-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="64" type="start-7-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="65" type="start-7-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="66" type="start-8-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="67" type="start-8-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="68" type="start-8-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="69" type="start-8-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="70" type="start-9-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="71" type="start-9-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="72" type="start-9-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="73" type="start-9-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="74" type="start-10-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="75" type="start-10-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="76" type="start-10-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="77" type="start-10-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="78" type="start-11-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="79" type="start-11-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="80" type="start-11-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="81" type="start-11-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="82" type="start-12-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="83" type="start-12-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="84" type="start-12-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="85" type="start-12-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="86" type="start-13-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="87" type="start-13-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="88" type="start-13-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="89" type="start-13-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="90" type="start-14-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="91" type="start-14-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="92" type="start-14-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="93" type="start-14-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="94" type="start-15-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="95" type="start-15-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="96" type="start-15-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="97" type="start-15-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="98" type="start-16-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="16"/>
  </properties>
 </tile>
 <tile id="99" type="start-16-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="16"/>
  </properties>
 </tile>
 <tile id="100" type="start-16-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="16"/>
  </properties>
 </tile>
 <tile id="101" type="start-16-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="16"/>
  </properties>
 </tile>
</tileset>
