import L from 'leaflet';
// Leaflet's stylesheet travels with this chunk: pages load it only with the map.
import 'leaflet/dist/leaflet.css';

// §2 map view, after the visitor asked for it: tiles from the configured server, a circle (no
// marker image to host) on the property.

export function showMap(frame: HTMLElement): void {
  const { lat, lng, tiles, attribution, zoom, label } = frame.dataset;
  const centre: L.LatLngTuple = [Number(lat), Number(lng)];
  const holder = document.createElement('div');
  holder.className = 'map-canvas';
  holder.setAttribute('role', 'region');
  holder.setAttribute('aria-label', label ?? '');
  frame.replaceChildren(holder);
  const map = L.map(holder, { scrollWheelZoom: false }).setView(centre, Number(zoom));
  L.tileLayer(tiles ?? '', { attribution: attribution ?? '', maxZoom: 19 }).addTo(map);
  L.circleMarker(centre, { radius: 10, color: '#ffffff', weight: 3, fillColor: '#c0392b', fillOpacity: 1 }).addTo(map);
  holder.focus();
}
