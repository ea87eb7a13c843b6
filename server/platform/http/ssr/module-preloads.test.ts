import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './content-security-policy.ts';
import { preloadModulesAfterLargestPaint } from './module-preloads.ts';

// A page's head and scripts as React Router renders them (trimmed).
const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-x.css"/>',
  '<link rel="preload" href="/assets/fraunces.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="modulepreload" href="/assets/jsx-runtime-b.js"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/></head>',
  '<body><a href="/portfolio">Portfolio</a>',
  '<script type="module" async="">import * as route0 from "/assets/root-c.js";\nimport("/assets/entry.client-a.js");</script>',
  '</body></html>',
].join('');

/** A picture the script waits for: `complete` until it is still coming; then load or error. */
class StandInPicture {
  private listeners = new Map<string, Array<() => void>>();
  constructor(public complete: boolean) {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  finish(type: 'load' | 'error') {
    this.complete = true;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

/**
 * Runs the page's last inline script against a stand-in document whose `fetchpriority="high"`
 * pictures are `pictures`. `step()` runs the frames, then the tasks, asked for so far, and says how
 * many links were added before and after them.
 */
/** Paint entries the way a browser hands them to a PerformanceObserver, each delivery its own. */
class StandInPaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static observers: StandInPaintObserver[] = [];
  observing = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    StandInPaintObserver.observers.push(this);
  }
  observe(options: { type: string; buffered: boolean }) {
    this.observing = options.type === 'paint' && options.buffered;
  }
  disconnect() {
    this.observing = false;
  }
  static report(name: 'first-paint' | 'first-contentful-paint') {
    for (const observer of StandInPaintObserver.observers.filter((each) => each.observing)) {
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    }
  }
}

function runLastScript(html: string, pictures: StandInPicture[] = [], window: object = {}) {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const added: Array<{ rel: string; href: string }> = [];
  const selectors: string[] = [];
  /** The module scripts the page script made, and links and module scripts in the order asked for. */
  const modules: Array<{ type: string; textContent: string }> = [];
  const asked: string[] = [];
  /** The held module script as the page has it: made a module script by replacing it. */
  const heldText = /<script type="text\/x-after-largest-paint" id="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  const held = heldText
    ? {
        id: heldText[1],
        textContent: heldText[2],
        parentNode: {
          replaceChild: (made: { type: string; textContent: string }) => {
            modules.push({ ...made });
            asked.push('module');
          },
        },
      }
    : null;
  const document = {
    createElement: (tag: string) => (tag === 'script' ? { type: '', textContent: '' } : { rel: '', href: '' }),
    getElementById: (id: string) => (held && id === held.id && modules.length === 0 ? held : null),
    head: {
      appendChild: (link: { rel: string; href: string }) => {
        added.push({ ...link });
        asked.push(link.href);
      },
    },
    querySelectorAll: (selector: string) => {
      selectors.push(selector);
      return pictures;
    },
  };
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  /** Timers with a delay: run only when the test lets that much time pass (`later()`). */
  const timers: Array<{ ms: number; callback: () => void }> = [];
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', scripts.at(-1) ?? '')(
    window,
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => (ms > 0 ? timers.push({ ms, callback }) : tasks.push(callback)),
  );
  /** The most links any one task added: a task is the unit of main-thread work that can be long. */
  let mostPerTask = 0;
  const step = () => {
    const beforeFrame = added.length;
    for (const frame of frames.splice(0)) frame();
    const afterFrame = added.length;
    // The tasks asked for so far, and those they ask for in turn.
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = added.length;
      task();
      mostPerTask = Math.max(mostPerTask, added.length - before);
    }
    return { beforeFrame, afterFrame, afterTask: added.length };
  };
  /** Lets `ms` pass: the timers due by then run (as tasks do, then the frames and tasks they ask for). */
  const later = (ms: number) => {
    for (const timer of timers.filter((each) => each.ms <= ms)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.callback();
    }
    return step();
  };
  return { added, selectors, step, later, modules, asked, mostPerTask: () => mostPerTask };
}

/** `runLastScript` in a browser that reports its paints (StandInPaintObserver), with one hero still coming. */
function runWithPaintsReported() {
  StandInPaintObserver.observers = [];
  const hero = new StandInPicture(false);
  const run = runLastScript(preloadModulesAfterLargestPaint(page), [hero], {
    PerformanceObserver: StandInPaintObserver,
  });
  return { hero, run };
}

/** The links a page without a high-priority picture adds once a frame and a task have run. */
function linksAddedBy(html: string) {
  const run = runLastScript(html);
  return { ...run.step(), added: run.added };
}

describe('a public page asks for its modules once its largest picture is painted', () => {
  it('has no modulepreload hint left in its head for the preload scanner to find', () => {
    const result = preloadModulesAfterLargestPaint(page);
    const head = result.slice(0, result.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
  });

  it('without a high-priority picture, ends its body with a script that adds the same hints, in the same order, after the first frame', () => {
    const result = preloadModulesAfterLargestPaint(page);
    expect(result).toMatch(/<script>[^<]*<\/script><\/body><\/html>$/);
    const { added, beforeFrame, afterFrame } = linksAddedBy(result);
    // Nothing is asked for before the first frame has been drawn.
    expect([beforeFrame, afterFrame]).toEqual([0, 0]);
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-a.js' },
      { rel: 'modulepreload', href: '/assets/jsx-runtime-b.js' },
    ]);
  });

  it('adds one hint per task, so twenty hints make no long task', () => {
    const many = page.replace(
      '<link rel="icon"',
      Array.from({ length: 18 }, (_, n) => `<link rel="modulepreload" href="/assets/m${n}.js"/>`).join('') +
        '<link rel="icon"',
    );
    const run = runLastScript(preloadModulesAfterLargestPaint(many));
    expect(run.step().afterTask).toBe(20);
    expect(run.mostPerTask()).toBe(1);
    expect(run.added.map((link) => link.href).slice(-2)).toEqual(['/assets/m16.js', '/assets/m17.js']);
  });

  it('where the browser reports paints, asks only once the first contentful paint is reported, then after a frame', () => {
    const { hero, run } = runWithPaintsReported();
    hero.finish('load');
    expect(run.step().afterTask).toBe(0);
    StandInPaintObserver.report('first-paint');
    expect(run.step().afterTask).toBe(0);
    StandInPaintObserver.report('first-contentful-paint');
    expect(run.step()).toEqual({ beforeFrame: 0, afterFrame: 0, afterTask: 2 });
    // Asked for once: the observer is let go.
    StandInPaintObserver.report('first-contentful-paint');
    expect(run.step().afterTask).toBe(2);
  });

  it('keeps the style sheet, the font preload, the icon, the content and the script that hydrates', () => {
    const result = preloadModulesAfterLargestPaint(page);
    for (const kept of [
      '<link rel="stylesheet" href="/assets/root-x.css"/>',
      'as="font"',
      '<link rel="icon"',
      '<a href="/portfolio">Portfolio</a>',
      'import("/assets/entry.client-a.js");',
    ]) {
      expect(result).toContain(kept);
    }
  });

  it('with a high-priority picture still coming, asks for nothing until it has loaded and a frame has been drawn', () => {
    const hero = new StandInPicture(false);
    const run = runLastScript(preloadModulesAfterLargestPaint(page), [hero]);
    expect(run.selectors).toEqual(['img[fetchpriority=high]']);
    expect(run.step().afterTask).toBe(0);
    hero.finish('load');
    expect(run.step()).toEqual({ beforeFrame: 0, afterFrame: 0, afterTask: 2 });
  });

  it('waits for every high-priority picture still coming, and a picture that failed counts as done', () => {
    const [first, second] = [new StandInPicture(false), new StandInPicture(false)];
    const run = runLastScript(preloadModulesAfterLargestPaint(page), [first, second]);
    first.finish('error');
    expect(run.step().afterTask).toBe(0);
    second.finish('load');
    expect(run.step().afterTask).toBe(2);
    // Asked for once, not once per picture.
    expect(run.step().afterTask).toBe(2);
  });

  it('does not wait for a high-priority picture already loaded (it came from the cache)', () => {
    const run = runLastScript(preloadModulesAfterLargestPaint(page), [new StandInPicture(true)]);
    expect(run.step()).toEqual({ beforeFrame: 0, afterFrame: 0, afterTask: 2 });
  });

  it('reads hrefs as the browser would: an escaped & is one character', () => {
    const escaped = page.replace('/assets/jsx-runtime-b.js', '/assets/a&amp;b.js');
    expect(linksAddedBy(preloadModulesAfterLargestPaint(escaped)).added[1]?.href).toBe('/assets/a&b.js');
  });

  it('the added script is ES5, as its comment says: nothing builds it, so no newer syntax may slip in', () => {
    const scripts = [...preloadModulesAfterLargestPaint(page).matchAll(/<script>([\s\S]*?)<\/script>/g)];
    const added = scripts.at(-1)?.[1] ?? '';
    expect(added).toContain('requestAnimationFrame');
    expect(() => parse(added, { ecmaVersion: 5 })).not.toThrow();
  });

  it('the added script is an inline script like the others, so the page policy lists its hash', () => {
    expect(inlineScriptHashes(preloadModulesAfterLargestPaint(page))).toHaveLength(2);
  });

  it('leaves a page without hints unchanged, and text that merely names one', () => {
    const text = '<body><p>&lt;link rel="modulepreload"&gt; is a hint</p></body>';
    expect(preloadModulesAfterLargestPaint(text)).toBe(text);
  });

  it('a fragment without a body end keeps its hints: nothing could add them back', () => {
    const fragment = '<link rel="modulepreload" href="/assets/a.js"/><p>Hi</p>';
    expect(preloadModulesAfterLargestPaint(fragment)).toBe(fragment);
  });
});

describe('the module script that hydrates waits with the hints (its imports would start before the first paint)', () => {
  const moduleText = 'import * as route0 from "/assets/root-c.js";\nimport("/assets/entry.client-a.js");';

  it('is sent as a block that does not run, with its text as React Router wrote it', () => {
    const result = preloadModulesAfterLargestPaint(page);
    expect(result).not.toContain('<script type="module"');
    expect(result).toContain(
      `<script type="text/x-after-largest-paint" id="modules-after-largest-paint">${moduleText}</script>`,
    );
  });

  it('becomes a module script with the same text once the picture is in and painted, before the first hint', () => {
    const { hero, run } = runWithPaintsReported();
    hero.finish('load');
    run.step();
    expect(run.modules).toEqual([]);
    StandInPaintObserver.report('first-contentful-paint');
    run.step();
    expect(run.modules).toEqual([{ type: 'module', textContent: moduleText }]);
    expect(run.asked).toEqual(['module', '/assets/entry.client-a.js', '/assets/jsx-runtime-b.js']);
    // Made once: a later paint report or the fallback timer makes no second one.
    StandInPaintObserver.report('first-contentful-paint');
    run.later(3000);
    expect(run.modules).toHaveLength(1);
  });

  it('a picture that never arrives holds the page back 3 s at most, then it asks after a frame', () => {
    const run = runLastScript(preloadModulesAfterLargestPaint(page), [new StandInPicture(false)]);
    expect(run.step().afterTask).toBe(0);
    expect(run.later(2999).afterTask).toBe(0);
    expect(run.modules).toEqual([]);
    expect(run.later(3000).afterTask).toBe(2);
    expect(run.modules).toEqual([{ type: 'module', textContent: moduleText }]);
  });

  it('the block is hashed like an inline script, so the policy lets the module script made from it run', () => {
    const hashes = inlineScriptHashes(preloadModulesAfterLargestPaint(page));
    expect(hashes).toEqual(expect.arrayContaining(inlineScriptHashes(`<script type="module">${moduleText}</script>`)));
  });
});
