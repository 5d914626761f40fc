import { getRuntimeConfig } from '@basera/shared';
import { Box, Paper, Typography, useTheme } from '@basera/shared/ui';
import type { Theme } from '@mui/material/styles';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { INDIA, type Point, samePoint } from './coordinates';
import { leafletSx } from './map-styles';

/** The pin's name for screen readers and tests (contract.md). */
export const PIN_LABEL = 'Map pin: drag it to your building';

export interface PinMapProps {
  /** The form's point (typed, found, dragged); null when the listing has none yet. */
  point: Point | null;
  /** The chosen city's point: where the map and the pin wait while there is no point. */
  cityCentre: Point | null;
  /** The owner put the pin somewhere (a drag, a tap on the map, the arrow keys on the pin). */
  onMove: (point: Point) => void;
}

const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';
/** Tile failures with none loaded before the map gives up on tiles (offline machines, blocked hosts). */
const TILE_FAILURES_TO_GIVE_UP = 2;
/** A building is picked at street level: a found point opens at least this close. */
const STREET_ZOOM = 16;
const CITY_ZOOM = 12;
const COUNTRY_ZOOM = 4;
/** How far an arrow key moves the focused pin, in screen pixels. */
const KEY_STEP_PX = 10;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

type TileState = 'loading' | 'shown' | 'none';

const latLng = (point: Point) => L.latLng(point.lat, point.long);
const toPoint = (at: L.LatLng): Point => ({ lat: at.lat, long: at.lng });

/**
 * The URL of the tile under the map's centre, or null when the template has keys only the tile layer knows (then
 * the layer is added at once).
 */
function centreTileUrl(template: string, map: L.Map): string | null {
  const zoom = Math.round(map.getZoom());
  const { x, y } = map.project(map.getCenter(), zoom).divideBy(256).floor();
  try {
    return L.Util.template(template, { s: 'a', z: zoom, x, y, '-y': 2 ** zoom - 1 - y, r: '' });
  } catch {
    return null;
  }
}

/** A map pin drawn in the page's colours (no image file to load). */
function pinIcon(): L.DivIcon {
  return L.divIcon({
    className: 'basera-location-pin',
    html: '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true" focusable="false"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z"/><circle cx="16" cy="16" r="5.5"/></svg>',
    iconSize: [32, 44],
    iconAnchor: [16, 43],
  });
}

/**
 * Step 1's map (loaded lazily with Leaflet): one draggable pin the owner puts on the building. Dragging it,
 * tapping the map or moving the focused pin with the arrow keys reports the point; a point set elsewhere (typed,
 * "Use my location", the locality search) moves the pin there and the map with it. With no point yet the pin
 * waits at the chosen city's centre (India's before a city is chosen). Tiles come from the runtime config's
 * `mapTiles`; with none, or when they cannot load, the map is a plain background and the pin still works.
 */
export default function PinMap({ point, cityCentre, onMove }: PinMapProps) {
  const theme = useTheme();
  const template = getRuntimeConfig().mapTiles ?? '';
  const [tiles, setTiles] = useState<TileState>(template ? 'loading' : 'none');
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const report = useRef(onMove);
  report.current = onMove;
  // The first view, read once when the map is made.
  const start = useRef({ point, cityCentre });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const first = start.current;
    const at = first.point ?? first.cityCentre ?? INDIA;
    const created = L.map(element, { minZoom: 3, maxZoom: 19, zoomSnap: 0.5 });
    created.setView(latLng(at), first.point ? STREET_ZOOM : first.cityCentre ? CITY_ZOOM : COUNTRY_ZOOM);
    created.attributionControl.setPrefix(
      '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
    );
    const pin = L.marker(latLng(at), { icon: pinIcon(), draggable: true, keyboard: true, autoPan: true });
    pin.addTo(created);
    const pinElement = pin.getElement();
    pinElement?.setAttribute('aria-label', PIN_LABEL);
    pin.on('dragend', () => report.current(toPoint(pin.getLatLng())));
    created.on('click', (event: L.LeafletMouseEvent) => {
      pin.setLatLng(event.latlng);
      report.current(toPoint(event.latlng));
    });
    // Arrow keys move the focused pin (the map's own arrow keys pan it when the map has the focus).
    const onKey = (event: KeyboardEvent) => {
      const step = ARROWS[event.key];
      if (!step) return;
      L.DomEvent.stop(event);
      const from = created.latLngToContainerPoint(pin.getLatLng());
      const to = created.containerPointToLatLng(
        from.add(L.point(step[0] * KEY_STEP_PX, step[1] * KEY_STEP_PX)),
      );
      pin.setLatLng(to);
      if (!created.getBounds().pad(-0.1).contains(to)) created.panTo(to);
      report.current(toPoint(to));
    };
    pinElement?.addEventListener('keydown', onKey);

    // The tile under the centre is asked for alone first: a machine that cannot reach the tiles fails once
    // instead of once per tile of the view. When it comes, the layer asks for the rest.
    let probe: HTMLImageElement | null = null;
    if (template) {
      const layer = L.tileLayer(template, { attribution: OSM_ATTRIBUTION, maxZoom: 19, errorTileUrl: '' });
      let loaded = 0;
      let failed = 0;
      layer.on('tileload', () => {
        loaded += 1;
        setTiles('shown');
      });
      layer.on('tileerror', () => {
        failed += 1;
        // No tile has come and some have failed: stop asking and draw the plain background.
        if (loaded === 0 && failed >= TILE_FAILURES_TO_GIVE_UP) {
          layer.remove();
          layer.off();
          setTiles('none');
        }
      });
      const url = centreTileUrl(template, created);
      if (url) {
        probe = new Image();
        probe.onload = () => layer.addTo(created);
        probe.onerror = () => setTiles('none');
        probe.src = url;
      } else {
        layer.addTo(created);
      }
    }
    map.current = created;
    marker.current = pin;
    // The box changes size with the page (a phone turned, the drawer): Leaflet must know.
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.invalidateSize());
    observer?.observe(element);
    return () => {
      if (probe) probe.onload = probe.onerror = null;
      observer?.disconnect();
      pinElement?.removeEventListener('keydown', onKey);
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [template]);

  // A point set elsewhere (or the city, while there is none): the pin goes there and the map follows.
  useEffect(() => {
    const target = map.current;
    const pin = marker.current;
    if (!target || !pin) return;
    const to = point ?? cityCentre;
    // The pin's own moves come back as the form's point: nothing to do (the view stays where the owner left it).
    if (!to || samePoint(toPoint(pin.getLatLng()), to)) return;
    pin.setLatLng(latLng(to));
    target.setView(latLng(to), point ? Math.max(target.getZoom(), STREET_ZOOM) : CITY_ZOOM);
  }, [point, cityCentre]);

  return (
    <Box sx={{ position: 'absolute', inset: 0 }}>
      <Box
        ref={box}
        data-testid="location-map"
        data-tiles={tiles}
        sx={[
          leafletSx,
          {
            position: 'absolute',
            inset: 0,
            fontFamily: theme.typography.fontFamily,
            // The plain background: a light ground with a faint grid, under the tiles or instead of them.
            bgcolor: '#eef0eb',
            backgroundImage:
              tiles === 'none'
                ? 'linear-gradient(rgba(30,58,95,.06) 1px, transparent 1px), linear-gradient(90deg, rgba(30,58,95,.06) 1px, transparent 1px)'
                : 'none',
            backgroundSize: '48px 48px',
          },
          pinSx(theme),
        ]}
      />
      {tiles === 'none' && (
        <Paper
          elevation={0}
          sx={{
            position: 'absolute',
            zIndex: 1000,
            // The lower left corner: clear of the zoom buttons, the pin's usual place (the centre) and the
            // attribution (lower right).
            left: 8,
            bottom: 8,
            maxWidth: 'calc(100% - 80px)',
            px: 1,
            py: 0.5,
            bgcolor: 'rgba(255,255,255,.9)',
          }}
        >
          <Typography variant="caption" component="p">
            Street map not available: the pin still works.
          </Typography>
        </Paper>
      )}
    </Box>
  );
}

/** The pin in the theme's colours, with a focus ring for keyboard users. */
function pinSx(theme: Theme) {
  return {
    '& .basera-location-pin': { background: 'none', border: 'none', outline: 'none' },
    '& .basera-location-pin svg': {
      display: 'block',
      filter: 'drop-shadow(0 2px 2px rgba(0,0,0,.35))',
    },
    '& .basera-location-pin path': { fill: theme.palette.primary.main, stroke: '#fff', strokeWidth: 2 },
    '& .basera-location-pin circle': { fill: '#fff' },
    '& .basera-location-pin:focus-visible svg': {
      outline: `3px solid ${theme.palette.secondary.main}`,
      outlineOffset: 2,
      borderRadius: 4,
    },
  };
}
