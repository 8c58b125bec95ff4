import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { Button } from '../../../components/ui/button';
import { DIRECTION, LANGUAGE } from '../../../i18n/he/locale';
import { mapTexts } from '../../../i18n/he/map';
import type { MapPoint } from '../api/map-points';
import type { DrawnMap } from '../lib/draw-map';

const t = mapTexts;

type State = 'loading' | 'ready' | 'failed';

const noChanges = () => () => {};

/** Whether the browser gives WebGL 2, which MapLibre draws with. */
function canDrawMaps(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}

/**
 * The map of `points`, drawn in the browser only: its engine (MapLibre GL) is fetched when the
 * map is first shown, never with another page. A visitor who lands on the map's address is
 * asked first (a tap on "show the map": the engine is half a megabyte and a phone's second of
 * work, and the list is already there); one who came by a link or the menu, or who opened a map
 * before, gets it at once. Where it cannot draw (no WebGL, the style did not
 * come), it says so in a line, and the list beside it has every place.
 */
export function CoastMap({
  points,
  chosen,
  onChoose,
}: {
  points: readonly MapPoint[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnMap | null>(null);
  const [state, setState] = useState<State>('loading');
  const [tapped, setTapped] = useState(false);
  const { key } = useLocation();
  // Not on the server, nor while the app takes over the page it drew: the two agree on "ask".
  const atOnce = useSyncExternalStore(
    noChanges,
    () => key !== 'default' || Boolean(readStorage(STORAGE_KEYS.mapOpened)),
    () => false,
  );
  const wanted = tapped || atOnce;
  const [outlineOnly, setOutlineOnly] = useState(false);
  // The latest of each, for a map that finishes drawing after they changed.
  const latest = useRef({ points, chosen, onChoose });
  useEffect(() => {
    latest.current = { points, chosen, onChoose };
  });

  useEffect(() => {
    if (!wanted) return;
    let gone = false;
    let map: DrawnMap | null = null;
    writeStorage(STORAGE_KEYS.mapOpened, '1');
    void (async () => {
      try {
        // A device without WebGL 2 cannot draw the map: it is told so without MapLibre's download.
        if (!canDrawMaps()) {
          setState('failed');
          return;
        }
        const { drawMap } = await import('../lib/draw-map');
        if (gone || !box.current) return;
        map = await drawMap(box.current, {
          language: LANGUAGE,
          rtl: DIRECTION === 'rtl',
          texts: { cluster: t.cluster, zoomIn: t.zoomIn, zoomOut: t.zoomOut },
          onChoose: (id) => latest.current.onChoose(id),
        });
        if (gone) return map.remove();
        drawn.current = map;
        map.show(latest.current.points);
        map.choose(latest.current.chosen);
        setOutlineOnly(map.outlineOnly);
        setState('ready');
      } catch (err) {
        console.warn('The map could not be drawn', err);
        if (!gone) setState('failed');
      }
    })();
    return () => {
      gone = true;
      drawn.current = null;
      map?.remove();
    };
  }, [wanted]);

  useEffect(() => drawn.current?.show(points), [points]);
  useEffect(() => drawn.current?.choose(chosen), [chosen]);

  return (
    <div className="relative">
      <div
        ref={box}
        role="region"
        aria-label={t.mapLabel}
        data-map-state={wanted ? state : 'asked'}
        className={`h-[55vh] min-h-72 w-full overflow-hidden rounded-2xl bg-sky-100 ring-1 ring-slate-200 ${state === 'failed' ? 'hidden' : ''}`}
      />
      {!wanted && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
          <Button onClick={() => setTapped(true)} data-map-start>
            {t.showMap}
          </Button>
          <p className="max-w-xs text-sm text-slate-700">{t.showMapHint}</p>
        </div>
      )}
      {wanted && state === 'loading' && (
        <p
          className="absolute inset-0 flex items-center justify-center text-slate-700"
          role="status"
        >
          {t.loadingMap}
        </p>
      )}
      {state === 'failed' && (
        <p
          className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
          role="status"
        >
          {t.mapFailed}
        </p>
      )}
      {state === 'ready' && outlineOnly && (
        <p className="mt-1 text-xs text-slate-600">{t.outlineOnly}</p>
      )}
    </div>
  );
}
