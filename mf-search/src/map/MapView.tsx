import { getRuntimeConfig, type ListingPage } from '@basera/shared';
import { Box, Button, IconButton, Paper, Typography, useMediaQuery, useTheme } from '@basera/shared/ui';
import Close from '@mui/icons-material/Close';
import type { Theme } from '@mui/material/styles';
import * as L from 'leaflet';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cardRowSx, ListButton, MAP_GROUND, mapFrameSx, StaticCards } from './MapFrame';
import { leafletSx } from './map-styles';
import { PlaceCard } from './PlaceCard';
import {
  type Bbox,
  bboxOf,
  type PinnedListing,
  pinLabel,
  pinnedListings,
  pointName,
  shortPrice,
} from './pins';

// Swiper comes with the phone's carousel only: a wide screen never downloads it.
const CardCarousel = lazy(() => import('./CardCarousel'));

export interface MapViewProps {
  page: ListingPage;
  /** The search point's name for the cards' distance line, when the page's `near.name` is not the one to show. */
  nearName?: string;
  /** "Search this area": the visible bounds as [south, west, north, east] in degrees. */
  onSearchArea: (bbox: Bbox) => void;
  /** Back to the list (the phone's full-screen map has its own "List" button). */
  onClose?: () => void;
}

const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';
/** Where the map opens when there is nothing to fit: India. */
const INDIA: [number, number] = [22.5, 79];
/** Tile failures with none loaded before the map gives up on tiles (offline machines, blocked hosts). */
const TILE_FAILURES_TO_GIVE_UP = 2;

/** The wide screen's card: its width, and the height it covers from the map's bottom edge. */
const CARD_WIDTH = 360;
const CARD_ROOM = 190;

/** A box on the map's screen: left, top, right, bottom in px. */
type Box4 = [number, number, number, number];
const overlaps = (a: Box4, b: Box4) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * Price tags that would cover one another: the selected pin and then the page's order (nearest or most relevant
 * first) keep their tag; a pin whose tag would overlap one already placed becomes a small dot (still a button with
 * the same name; zooming in gives it room for its tag again).
 */
function layoutPins(
  map: L.Map,
  markers: Map<number, L.Marker>,
  order: readonly number[],
  selected: number | null,
) {
  const placed: Box4[] = [];
  const ids =
    selected !== null && markers.has(selected) ? [selected, ...order.filter((id) => id !== selected)] : order;
  for (const id of ids) {
    const marker = markers.get(id);
    const element = marker?.getElement();
    const button = element?.querySelector('button');
    if (!marker || !element || !button) continue;
    const { x, y } = map.latLngToContainerPoint(marker.getLatLng());
    // The tag's size with its price showing (measured without the dot class: a dot has no width of its own).
    element.classList.remove('basera-pin--dot');
    const width = button.offsetWidth;
    const height = button.offsetHeight;
    const tag: Box4 = [x - width / 2 - 2, y - 9 - height - 2, x + width / 2 + 2, y + 2];
    const dot = id !== selected && placed.some((box) => overlaps(box, tag));
    element.classList.toggle('basera-pin--dot', dot);
    if (!dot) placed.push(tag);
    // A dot stays above every tag, the selected one too (it covers a corner of one at most): every pin stays tappable.
    marker.setZIndexOffset(dot ? 1500 : id === selected ? 1000 : 0);
  }
}

type TileState = 'loading' | 'shown' | 'none';

/**
 * The URL of the tile under the map's centre: the one tile asked for first, so that a machine that cannot reach
 * the tiles fails once instead of once per tile of the view. Null when the template has keys only the tile layer
 * knows: then the layer is added at once.
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

function pinElement(listing: PinnedListing): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'basera-pin__button';
  button.textContent = shortPrice(listing.monthly_charge_min);
  button.setAttribute('aria-label', pinLabel(listing));
  button.setAttribute('aria-pressed', 'false');
  return button;
}

function pointElement(name: string): HTMLElement {
  const point = document.createElement('span');
  point.className = 'basera-point__mark';
  point.setAttribute('role', 'img');
  point.setAttribute('aria-label', `Search point: ${name}`);
  const label = document.createElement('span');
  label.className = 'basera-point__label';
  label.textContent = name === 'you' ? 'You' : name;
  label.setAttribute('aria-hidden', 'true');
  point.append(label);
  return point;
}

/**
 * The results as a map (the results page shows it for `view=map`, lazily: Leaflet comes with this chunk only).
 * Each listing with a map point is a price pin; the search's point is a dot with its radius. A pin opens its card:
 * beside the map on wide screens, a carousel along the bottom on phones, where the map fills the screen. After
 * the seeker pans or zooms, "Search this area" searches the visible bounds. Tiles come from the runtime config's
 * `mapTiles` (OpenStreetMap's by default); with none, or when they cannot load, the map is a plain background
 * with the pins still on it.
 */
export default function MapView({ page, nearName, onSearchArea, onClose }: MapViewProps) {
  const theme = useTheme();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const pins = useMemo(() => pinnedListings(page.data), [page.data]);
  const near = page.near ?? null;
  const [selected, setSelected] = useState<number | null>(null);
  const [moved, setMoved] = useState(false);
  const template = getRuntimeConfig().mapTiles ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  const [tiles, setTiles] = useState<TileState>(template ? 'loading' : 'none');
  const [probe, setProbe] = useState<string | null>(null);

  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  /** The tile layer, added once the probe tile has come. */
  const tileLayer = useRef<L.TileLayer | null>(null);
  /** A move this component makes (fitting the pins, showing a card's pin): no "Search this area" for it. */
  const programmatic = useRef(false);
  /** The next page answers this map's own "Search this area": keep the seeker's view instead of fitting it. */
  const keepView = useRef(false);
  const probeStarted = useRef(false);
  const phoneRef = useRef(phone);
  phoneRef.current = phone;

  const move = useCallback((action: (target: L.Map) => void) => {
    const target = map.current;
    if (!target) return;
    programmatic.current = true;
    action(target);
  }, []);

  // The map, once: controls, tiles, and what counts as the seeker moving it.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const created = L.map(element, { zoomControl: false, minZoom: 3, maxZoom: 18, zoomSnap: 0.5 });
    created.setView(INDIA, 5);
    L.control.zoom({ position: 'topright' }).addTo(created);
    created.attributionControl.setPrefix(
      '<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>',
    );
    created.on('movestart', () => {
      if (!programmatic.current) setMoved(true);
    });
    created.on('moveend', () => {
      programmatic.current = false;
    });
    created.on('click', () => {
      if (!phoneRef.current) setSelected(null);
    });
    if (template) {
      const layer = L.tileLayer(template, {
        attribution: OSM_ATTRIBUTION,
        maxZoom: 19,
        // A failed tile leaves no picture behind (no broken-image icon, no retry).
        errorTileUrl: '',
      });
      let loaded = 0;
      let failed = 0;
      layer.on('tileload', () => {
        loaded += 1;
        setTiles('shown');
      });
      layer.on('tileerror', () => {
        failed += 1;
        // No tile has come and some have failed: this machine cannot reach the tiles. Stop asking for them
        // (no flood of failed requests) and draw the plain background.
        if (loaded === 0 && failed >= TILE_FAILURES_TO_GIVE_UP) {
          layer.remove();
          layer.off();
          setTiles('none');
        }
      });
      tileLayer.current = layer;
    }
    map.current = created;
    // The box changes size with the page (a phone turned, the sidebar): Leaflet must know.
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => created.invalidateSize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      created.remove();
      map.current = null;
      markers.current.clear();
      tileLayer.current = null;
      probeStarted.current = false;
      setProbe(null);
    };
  }, [template]);

  // The pins and the search point, again for every page; the view fits them unless the seeker chose it.
  useEffect(() => {
    const target = map.current;
    if (!target) return;
    const layers: L.Layer[] = [];
    markers.current.clear();
    for (const listing of pins) {
      const marker = L.marker([listing.lat, listing.long], {
        icon: L.divIcon({ className: 'basera-pin', html: pinElement(listing), iconSize: [0, 0] }),
        // The pin's own <button> takes the focus and Enter; the marker element stays a plain wrapper.
        keyboard: false,
        riseOnHover: true,
      });
      marker.on('click', () => {
        setSelected(listing.id);
        // On a wide screen the card sits over the map's lower left corner: a pin under it moves up.
        if (phoneRef.current) return;
        const cardTop = target.getSize().y - CARD_ROOM;
        const point = target.latLngToContainerPoint(marker.getLatLng());
        if (point.x < CARD_WIDTH + 30 && point.y > cardTop)
          move((m) => m.panBy([0, point.y - cardTop + 16], { animate: true }));
      });
      marker.addTo(target);
      markers.current.set(listing.id, marker);
      layers.push(marker);
    }
    const name = pointName(near, nearName);
    if (near && name) {
      const centre = L.latLng(near.lat, near.long);
      layers.push(
        L.circle(centre, {
          radius: near.radius_km * 1000,
          color: theme.palette.secondary.main,
          weight: 1.5,
          fillColor: theme.palette.secondary.main,
          fillOpacity: 0.06,
          interactive: false,
          // SVG on every browser (and in jsdom, which has no canvas).
          renderer: new L.SVG(),
        }).addTo(target),
        L.marker(centre, {
          icon: L.divIcon({ className: 'basera-point', html: pointElement(name), iconSize: [0, 0] }),
          keyboard: false,
          interactive: false,
          zIndexOffset: -1000,
        }).addTo(target),
      );
    }
    if (keepView.current) {
      keepView.current = false;
    } else {
      const points = pins.map((listing) => L.latLng(listing.lat, listing.long));
      if (near) points.push(L.latLng(near.lat, near.long));
      const bounds =
        points.length > 1 || !near
          ? L.latLngBounds(points)
          : L.latLng(near.lat, near.long).toBounds(near.radius_km * 2000);
      if (bounds.isValid()) {
        // Room for the price tags above their points, the buttons on top and (phones) the cards below.
        move((m) =>
          m.fitBounds(bounds, {
            paddingTopLeft: [48, phoneRef.current ? 120 : 90],
            paddingBottomRight: [48, phoneRef.current ? 200 : 30],
            maxZoom: 16,
            animate: false,
          }),
        );
      }
      setMoved(false);
    }
    // The first view is set: ask for its centre tile before the others.
    const layer = tileLayer.current;
    if (layer && template && !probeStarted.current) {
      probeStarted.current = true;
      const url = centreTileUrl(template, target);
      if (url) setProbe(url);
      else layer.addTo(target);
    }
    setSelected((current) =>
      current !== null && pins.some((pin) => pin.id === current)
        ? current
        : phoneRef.current
          ? (pins[0]?.id ?? null)
          : null,
    );
    return () => {
      for (const layer of layers) layer.remove();
    };
  }, [pins, near, nearName, move, theme, template]);

  // The selected pin stands out and above the others; tags that would overlap become dots.
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const isSelected = id === selected;
      marker.getElement()?.classList.toggle('basera-pin--selected', isSelected);
      marker.getElement()?.querySelector('button')?.setAttribute('aria-pressed', String(isSelected));
    }
    if (map.current)
      layoutPins(
        map.current,
        markers.current,
        pins.map((pin) => pin.id),
        selected,
      );
  }, [selected, pins]);

  // Again after each zoom and resize (panning moves every pin alike).
  useEffect(() => {
    const target = map.current;
    if (!target) return;
    const relayout = () =>
      layoutPins(
        target,
        markers.current,
        pins.map((pin) => pin.id),
        selectedRef.current,
      );
    target.on('zoomend resize', relayout);
    return () => {
      target.off('zoomend resize', relayout);
    };
  }, [pins]);

  // A phone starts with the first card (and its pin) selected.
  useEffect(() => {
    if (phone && selected === null && pins[0]) setSelected(pins[0].id);
  }, [phone, selected, pins]);

  /** A swipe to a card: select its pin and bring the pin into view if it is off the map. */
  const selectFromCard = (id: number) => {
    setSelected(id);
    const marker = markers.current.get(id);
    const target = map.current;
    if (marker && target && !target.getBounds().pad(-0.1).contains(marker.getLatLng()))
      move((m) => m.panTo(marker.getLatLng()));
  };

  const searchArea = () => {
    const target = map.current;
    if (!target) return;
    const bounds = target.getBounds();
    keepView.current = true;
    setMoved(false);
    onSearchArea(
      bboxOf({
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      }),
    );
  };

  const chosen = pins.find((pin) => pin.id === selected) ?? null;
  const unmapped = page.data.length - pins.length;

  return (
    <Box role="region" aria-label="Map of results" sx={mapFrameSx(phone, theme)}>
      {probe && tiles === 'loading' && (
        // The first tile, fetched alone: when it comes the layer asks for the rest; when it fails there are none.
        <img
          src={probe}
          alt=""
          hidden
          data-tile-probe=""
          onLoad={() => {
            if (map.current) tileLayer.current?.addTo(map.current);
          }}
          onError={() => setTiles('none')}
        />
      )}
      <Box
        ref={box}
        data-testid="results-map"
        data-tiles={tiles}
        sx={[
          leafletSx,
          {
            position: 'absolute',
            inset: 0,
            fontFamily: theme.typography.fontFamily,
            // The plain background: a light ground with a faint grid, under the tiles or instead of them.
            bgcolor: MAP_GROUND,
            backgroundImage:
              tiles === 'none'
                ? 'linear-gradient(rgba(30,58,95,.06) 1px, transparent 1px), linear-gradient(90deg, rgba(30,58,95,.06) 1px, transparent 1px)'
                : 'none',
            backgroundSize: '48px 48px',
          },
          pinSx(theme),
        ]}
      />

      {/* Over the map: back to the list (phones), "Search this area", and a word on what the map cannot show. */}
      <Box
        sx={{
          position: 'absolute',
          top: 10,
          left: 10,
          right: 56,
          zIndex: 1100,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          pointerEvents: 'none',
          '& > *': { pointerEvents: 'auto' },
        }}
      >
        {phone && onClose && <ListButton onClick={onClose} />}
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}>
          {moved && (
            <Button variant="contained" onClick={searchArea} sx={{ pointerEvents: 'auto', boxShadow: 3 }}>
              Search this area
            </Button>
          )}
        </Box>
      </Box>
      {(tiles === 'none' || unmapped > 0) && (
        <Paper
          elevation={0}
          sx={{
            position: 'absolute',
            zIndex: 1000,
            left: 10,
            top: phone ? 62 : 10,
            maxWidth: phone ? 'calc(100% - 70px)' : 260,
            px: 1,
            py: 0.5,
            bgcolor: 'rgba(255,255,255,.9)',
          }}
        >
          {tiles === 'none' && (
            <Typography variant="caption" component="p">
              Street map not available: the pins show where each place is.
            </Typography>
          )}
          {unmapped > 0 && (
            <Typography variant="caption" component="p">
              {unmapped === 1
                ? '1 place on this page has no map point.'
                : `${unmapped} places on this page have no map point.`}
            </Typography>
          )}
        </Paper>
      )}

      {phone
        ? pins.length > 0 && (
            <Box sx={cardRowSx}>
              {/* Until swiper is here, its cards where it will show them. */}
              <Suspense
                fallback={
                  <StaticCards
                    pins={pins}
                    page={page}
                    near={near}
                    nearName={nearName}
                    index={Math.max(
                      0,
                      pins.findIndex((pin) => pin.id === selected),
                    )}
                  />
                }
              >
                <CardCarousel
                  pins={pins}
                  page={page}
                  near={near}
                  nearName={nearName}
                  selected={selected}
                  onSelect={selectFromCard}
                />
              </Suspense>
            </Box>
          )
        : chosen && (
            <Box
              sx={{
                position: 'absolute',
                left: 10,
                bottom: 24,
                zIndex: 1100,
                width: CARD_WIDTH,
                maxWidth: 'calc(100% - 20px)',
              }}
            >
              <PlaceCard listing={chosen} page={page} near={near} nearName={nearName} eager />
              <IconButton
                aria-label="Close card"
                size="small"
                onClick={() => setSelected(null)}
                sx={{
                  position: 'absolute',
                  top: -12,
                  right: -12,
                  bgcolor: 'background.paper',
                  boxShadow: 2,
                  '&:hover': { bgcolor: 'grey.100' },
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          )}
    </Box>
  );
}

/** The price pins and the search point, in the theme's colours. */
function pinSx(theme: Theme) {
  return {
    '& .basera-pin': { background: 'none', border: 'none' },
    '& .basera-pin__button': {
      position: 'absolute',
      left: 0,
      bottom: 9,
      transform: 'translateX(-50%)',
      whiteSpace: 'nowrap',
      font: `700 13px/1 ${theme.typography.fontFamily}`,
      color: theme.palette.text.primary,
      background: theme.palette.background.paper,
      border: `1px solid ${theme.palette.grey[400]}`,
      borderRadius: 999,
      padding: '6px 9px',
      minHeight: 28,
      cursor: 'pointer',
      boxShadow: '0 1px 4px rgba(0,0,0,.3)',
      '&::after': {
        content: '""',
        position: 'absolute',
        left: '50%',
        bottom: -6,
        width: 10,
        height: 10,
        background: 'inherit',
        borderRight: 'inherit',
        borderBottom: 'inherit',
        transform: 'translateX(-50%) rotate(45deg)',
      },
      '&:hover': { borderColor: theme.palette.primary.main },
      '&:focus-visible': { outline: `3px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
    },
    '& .basera-pin--dot .basera-pin__button': {
      bottom: -7,
      width: 14,
      height: 14,
      minHeight: 0,
      padding: 0,
      fontSize: 0,
      color: 'transparent',
      // The listing's colour (the search point is the dark blue dot).
      background: theme.palette.primary.main,
      border: '2px solid #fff',
      boxShadow: '0 0 0 1px rgba(0,0,0,.3)',
      '&::after': { display: 'none' },
    },
    '& .basera-pin--selected .basera-pin__button': {
      background: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      borderColor: theme.palette.primary.main,
      transform: 'translateX(-50%) scale(1.08)',
    },
    '& .basera-point': { background: 'none', border: 'none' },
    '& .basera-point__mark': {
      position: 'absolute',
      left: -9,
      top: -9,
      width: 18,
      height: 18,
      borderRadius: '50%',
      background: theme.palette.secondary.main,
      border: '3px solid #fff',
      boxShadow: '0 0 0 2px rgba(30,58,95,.35)',
    },
    '& .basera-point__label': {
      position: 'absolute',
      left: 22,
      top: -3,
      whiteSpace: 'nowrap',
      font: `600 12px/1.4 ${theme.typography.fontFamily}`,
      color: theme.palette.secondary.main,
      background: 'rgba(255,255,255,.85)',
      borderRadius: 4,
      padding: '0 4px',
    },
  };
}
