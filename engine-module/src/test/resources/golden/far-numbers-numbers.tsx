<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="rally-workbench-numbers" tilewidth="32" tileheight="32" tilecount="9" columns="8">
 <image source="far-numbers-numbers.png" width="256" height="64"/>
 <tile id="0" type="flag-17">
  <properties>
   <property name="kind" value="flag"/>
   <property name="number" type="int" value="17"/>
  </properties>
 </tile>
 <tile id="1" type="start-18-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="18"/>
  </properties>
 </tile>
 <tile id="2" type="start-18-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="18"/>
  </properties>
 </tile>
 <tile id="3" type="start-18-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="18"/>
  </properties>
 </tile>
 <tile id="4" type="start-18-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="18"/>
  </properties>
 </tile>
 <tile id="5" type="start-40-N">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="N"/>
   <property name="number" type="int" value="40"/>
  </properties>
 </tile>
 <tile id="6" type="start-40-E">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="E"/>
   <property name="number" type="int" value="40"/>
  </properties>
 </tile>
 <tile id="7" type="start-40-S">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="S"/>
   <property name="number" type="int" value="40"/>
  </properties>
 </tile>
 <tile id="8" type="start-40-W">
  <properties>
   <property name="kind" value="start"/>
   <property name="facing" value="W"/>
   <property name="number" type="int" value="40"/>
  </properties>
 </tile>
</tileset>
