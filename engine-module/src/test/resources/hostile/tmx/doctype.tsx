<?xml version="1.0"?>
<!DOCTYPE tileset [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<tileset name="x" tilewidth="64" tileheight="64" tilecount="1" columns="1">&x;</tileset>
