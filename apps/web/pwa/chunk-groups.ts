import { createHash } from 'node:crypto';
import path from 'node:path';

// Scripts grouped by the public pages that load them together (issue 45, item 2). Left to
// itself the bundler gives each set of lazy imports sharing a module a chunk of its own: a board
// page's first visit fetched 41 scripts, most under 1 KiB, each with its request's headers.
// Here every module a public page's first visit loads is put with the others that exactly the
// same first visits load: one script per such set of pages. A page therefore still loads no
// code it does not run, and no page's own code comes with another page's visit (what a visitor
// never opened does not open offline either). A module one page imports at once and another
// lazily (the home page's best spots, the forecast page's) is loaded by both pages' first
// visits, so it gets a script with the others those pages share, not either page's own.
//
// What a first visit (the app started, the page scrolled once) loads besides the app: the
// page's code and the parts it fetches as it draws. `npm run size` counts the scripts of each
// first visit in a browser: a part added here or there shows in its figures.
const FIRST_VISITS: Record<string, string[]> = {
  home: ['src/features/home/pages/home-page.tsx', 'src/components/forecast/best-spots-now.tsx'],
  boards: ['src/features/surfboards/pages/surfboards-page.tsx'],
  board: ['src/features/surfboards/pages/surfboard-detail-page.tsx'],
  // A kind of gear's list and a listing's page (issue 53).
  gear: ['src/features/surfboards/pages/gear-list-page.tsx'],
  gearItem: ['src/features/surfboards/pages/gear-detail-page.tsx'],
  services: ['src/features/services/pages/services-page.tsx'],
  service: ['src/features/services/pages/service-detail-page.tsx'],
  forecast: [
    'src/features/forecast/pages/forecast-page.tsx',
    'src/components/forecast/best-spots-now.tsx',
    'src/features/forecast/components/wave-chart.tsx',
    // Not its chunk of what opens on a tap (features/forecast/components/on-demand.ts): fetched
    // once the page is idle, it stays a script of its own, off the page's start.
  ],
  profile: ['src/features/public-profile/pages/public-profile-page.tsx'],
  stores: ['src/features/stores/pages/stores-page.tsx'],
  faq: ['src/features/info/pages/faq-page.tsx'],
  about: ['src/features/info/pages/about-page.tsx'],
  contact: ['src/features/info/pages/contact-page.tsx'],
  terms: ['src/features/info/pages/terms-page.tsx'],
  privacy: ['src/features/info/pages/privacy-page.tsx'],
  login: ['src/features/auth/pages/login-page.tsx'],
};
// Every page's visit: the app (src/main.tsx) and the real-user speed reporter it loads.
const EVERY_VISIT = ['src/main.tsx', 'web-vitals'];
// Libraries with scripts of their own (vite.config.ts).
const ELSEWHERE = /[\\/]node_modules[\\/](react|react-dom|scheduler|zod|@tanstack)[\\/]/;
// A group of modules smaller than this (characters of code before minifying) goes with a larger
// one: compressed, it would be under about 1 KiB, and its request's headers a third of it. Code
// of formatting helpers compresses well: a group of 6,028 characters (dates, prices, plurals)
// was 908 B, so the line is drawn at 7,000.
const MIN_SCRIPT = 7_000;
// Pages whose own code is under 1 KiB compressed. The info pages a visitor seldom opens first
// share one script; the shops' page (a board list by shop) goes with the board list's code.
const SELDOM_OPENED = ['about', 'terms', 'privacy'];
const WITH_OTHERS = ['stores'];

interface Graph {
  getModuleInfo(id: string): {
    code: string | null;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/**
 * The chunking group: `name` gives each module a first visit loads the name of the pages whose
 * visits load it, and nothing to the others (the boot script's, and code only a visitor's
 * action loads, split as the bundler does by itself).
 */
export function firstVisitGroups(webRoot: string) {
  const boot = path.join(webRoot, 'src/boot.ts');
  let pagesOf: Map<string, string> | undefined;

  const analyse = (graph: Graph) => {
    const statically = (from: string, into = new Set<string>()) => {
      const stack = [from];
      while (stack.length) {
        const id = stack.pop()!;
        if (into.has(id)) continue;
        into.add(id);
        stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
      return into;
    };
    // Every module the boot script may load, and which lazy imports (entries) exist.
    const entries = new Set<string>();
    const seen = new Set<string>();
    const stack = [boot];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      stack.push(...info.importedIds);
      for (const lazy of info.dynamicallyImportedIds) {
        entries.add(lazy);
        stack.push(lazy);
      }
    }
    const atLoad = statically(boot);
    const matches = (id: string, key: string) =>
      key.startsWith('src/')
        ? id === path.join(webRoot, key)
        : id.includes(`/node_modules/${key}/`);
    const pages = Object.keys(FIRST_VISITS);
    const ownModule = new Map(
      pages.map((page) => [path.join(webRoot, FIRST_VISITS[page]![0]!), page]),
    );
    // The pages whose first visits load each module.
    const visitsOf = new Map<string, Set<string>>();
    for (const entry of entries) {
      const visits = pages.filter((page) =>
        [...EVERY_VISIT, ...FIRST_VISITS[page]!].some((key) => matches(entry, key)),
      );
      if (!visits.length) continue;
      for (const id of statically(entry)) {
        if (atLoad.has(id) || ELSEWHERE.test(id)) continue;
        const set = visitsOf.get(id) ?? new Set<string>();
        for (const page of visits) set.add(page);
        visitsOf.set(id, set);
      }
    }

    // One group per set of pages, with its modules and their size.
    interface Group {
      pages: Set<string>;
      modules: Set<string>;
      size: number;
    }
    const groupOf = new Map<string, Group>();
    const groups = new Map<string, Group>();
    const keyOf = (set: Set<string>) => pages.filter((page) => set.has(page)).join();
    for (const [id, set] of visitsOf) {
      const key = keyOf(set);
      const group = groups.get(key) ?? { pages: set, modules: new Set(), size: 0 };
      groups.set(key, group);
      group.modules.add(id);
      group.size += graph.getModuleInfo(id)?.code?.length ?? 0;
      groupOf.set(id, group);
    }
    const move = (from: Group, into: Group) => {
      for (const id of from.modules) {
        into.modules.add(id);
        groupOf.set(id, into);
      }
      into.size += from.size;
      for (const [key, group] of groups) if (group === from) groups.delete(key);
    };
    const within = (outer: Set<string>, inner: Set<string>) =>
      [...inner].every((page) => outer.has(page));

    // Pages a visitor seldom opens first, whose own code is too small for a script of its own,
    // share one (one of them kept for offline keeps the others too).
    const seldom = [...groups.values()].filter(
      (g) => g.pages.size === 1 && SELDOM_OPENED.some((page) => g.pages.has(page)),
    );
    const [first, ...rest] = seldom;
    for (const group of rest) {
      for (const page of group.pages) first!.pages.add(page);
      move(group, first!);
    }

    // A small group goes into the group of the fewest more pages whose own imports allow it:
    // every import of a script is in a script of more pages, so no two scripts import each other
    // (an import of a group of pages is loaded by each of those pages).
    const canGo = (from: Group, into: Group) =>
      [...from.modules].every((id) =>
        (graph.getModuleInfo(id)?.importedIds ?? []).every((dep) => {
          const at = groupOf.get(dep);
          return (
            !at ||
            at === from ||
            at === into ||
            (at.pages.size > into.pages.size && within(at.pages, into.pages))
          );
        }),
      );
    for (;;) {
      const small = [...groups.values()]
        .filter((g) => g.size < MIN_SCRIPT && g.pages.size < pages.length)
        .filter((g) =>
          [...g.modules].every(
            (id) => !ownModule.has(id) || WITH_OTHERS.includes(ownModule.get(id)!),
          ),
        )
        .sort((a, b) => a.size - b.size);
      let merged = false;
      for (const group of small) {
        const into = [...groups.values()]
          .filter(
            (g) => g !== group && g.pages.size > group.pages.size && within(g.pages, group.pages),
          )
          .filter((g) => canGo(group, g))
          .sort((a, b) => a.pages.size - b.pages.size || b.size - a.size)[0];
        if (into) {
          move(group, into);
          merged = true;
          break;
        }
      }
      if (!merged) break;
    }

    // A script's name says whose it is: the app's (every page), a few pages', or a hash of a
    // longer list.
    const nameOf = (set: Set<string>) => {
      if (set.size === pages.length) return 'main';
      const names = pages.filter((page) => set.has(page));
      if (names.length <= 3) return names.join('-');
      return `shared-${createHash('sha256').update(names.join()).digest('hex').slice(0, 6)}`;
    };
    pagesOf = new Map([...groupOf].map(([id, group]) => [id, nameOf(group.pages)]));
  };

  return {
    debugName: 'first-visit',
    // A module's imports are loaded by every visit that loads it (they go with a set of pages
    // that holds its own), and are named by their own pages here, not pulled into its script.
    includeDependenciesRecursively: false,
    name: (id: string, graph: Graph): string | null => {
      if (!pagesOf) analyse(graph);
      return pagesOf!.get(id) ?? null;
    },
  };
}
