<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="rally-workbench" tilewidth="64" tileheight="64" tilecount="1" columns="1">
 <image source="rally-workbench-64.png" width="64" height="64"/>
 <tile id="0" type="floor">
  <properties>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
</tileset>
