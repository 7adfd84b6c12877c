import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names and lets a later Tailwind class override an earlier one of the same kind
 * (`cn('px-4 text-sm', 'px-0')` is `text-sm px-0`), as components take a `className` that adjusts
 * their own.
 *
 * Its own small merger rather than `tailwind-merge`: that library knows every Tailwind utility and
 * builds its class map on first use, 50 ms of a phone's start (issue 15). This one knows the kinds
 * of utility this app writes, and `cn.test.ts` holds it to `tailwind-merge`'s answer for every pair
 * of classes found in `src/client`, so a class of a new kind fails there until it is taught here.
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

const WHOLE: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid table inline-table table-row table-cell flow-root contents list-item hidden',
  sr: 'sr-only not-sr-only',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  'text-decoration': 'underline overline line-through no-underline',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'font-style': 'italic not-italic',
  'fvn-spacing': 'tabular-nums proportional-nums',
  resize: 'resize resize-none resize-x resize-y',
  isolation: 'isolate isolation-auto',
  'table-layout': 'table-auto table-fixed',
  transform: 'transform transform-none transform-gpu transform-cpu',
  'ring-w-inset': 'ring-inset',
  break: 'break-normal break-words break-all break-keep',
  grow: 'grow',
  shrink: 'shrink',
})) {
  for (const name of names.split(' ')) WHOLE[name] = group;
}

const SIZES = new Set([
  'xs',
  'sm',
  'base',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  '6xl',
  '7xl',
  '8xl',
  '9xl',
]);
const LINE_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
const SHADOW_SIZES = /^(|none|2xs|xs|sm|md|lg|xl|2xl)$/;
const NUMBER = /^\d+(\.\d+)?$/;
/** `[3px]`, `[2.5px]`, `[calc(…)]`: an arbitrary length (a colour or anything else is not one). */
const ARBITRARY_LENGTH =
  /^\[(length:.+|.*\d(px|r?em|%|[sdl]?v[hw]|ch|ex|pt)|(calc|min|max|clamp)\(.+\)|0)\]$/;
const isWidth = (value: string) => value === '' || NUMBER.test(value) || ARBITRARY_LENGTH.test(value);
const SIDES = new Set(['x', 'y', 't', 'r', 'b', 'l', 's', 'e']);
const CORNERS = new Set(['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'ee', 'es']);

/** The kind of utility a class is (without its variants, `!` and `-`), or undefined if unknown. */
function kindOf(base: string): string | undefined {
  const whole = WHOLE[base];
  if (whole) return whole;
  if (base.startsWith('[')) {
    // An arbitrary property, `[content-visibility:auto]`: one kind per property.
    const colon = base.indexOf(':');
    return colon > 1 && base.endsWith(']') ? `[${base.slice(1, colon)}]` : undefined;
  }
  const dash = base.indexOf('-');
  const head = dash === -1 ? base : base.slice(0, dash);
  const rest = dash === -1 ? '' : base.slice(dash + 1);
  switch (head) {
    case 'p':
    case 'px':
    case 'py':
    case 'pt':
    case 'pr':
    case 'pb':
    case 'pl':
    case 'ps':
    case 'pe':
    case 'm':
    case 'mx':
    case 'my':
    case 'mt':
    case 'mr':
    case 'mb':
    case 'ml':
    case 'ms':
    case 'me':
    case 'w':
    case 'h':
    case 'size':
    case 'top':
    case 'right':
    case 'bottom':
    case 'left':
    case 'z':
    case 'order':
    case 'basis':
    case 'opacity':
    case 'duration':
    case 'delay':
    case 'ease':
    case 'cursor':
    case 'aspect':
    case 'origin':
    case 'accent':
    case 'blur':
    case 'brightness':
    case 'float':
    case 'clear':
    case 'whitespace':
    case 'tracking':
    case 'leading':
    case 'select':
    case 'appearance':
    case 'rotate':
    case 'fill':
    case 'self':
    case 'items':
    case 'transition':
    case 'contrast':
    case 'grayscale':
    case 'saturate':
    case 'sepia':
    case 'invert':
    case 'grow':
    case 'shrink':
      return rest || head === 'transition' || head === 'blur' ? head : undefined;
    case 'animate':
      // Only Tailwind's own: the app's (`animate-fade-in`) are classes of their own.
      return ['spin', 'ping', 'pulse', 'bounce', 'none'].includes(rest) || rest.startsWith('[')
        ? head
        : undefined;
    case 'inset':
      return rest.startsWith('x-')
        ? 'inset-x'
        : rest.startsWith('y-')
          ? 'inset-y'
          : rest
            ? 'inset'
            : undefined;
    case 'min':
    case 'max':
    case 'gap':
    case 'space':
    case 'scale':
    case 'translate':
    case 'overflow':
    case 'scroll':
    case 'grid':
    case 'col':
    case 'row':
    case 'backdrop':
    case 'line':
    case 'pointer':
    case 'underline':
    case 'list':
    case 'align':
      return twoPart(head, rest);
    case 'flex':
      if (rest === 'row' || rest === 'col' || rest === 'row-reverse' || rest === 'col-reverse')
        return 'flex-direction';
      if (rest === 'wrap' || rest === 'nowrap' || rest === 'wrap-reverse') return 'flex-wrap';
      return rest ? 'flex' : undefined;
    case 'justify':
      if (!rest) return undefined;
      return rest.startsWith('items-')
        ? 'justify-items'
        : rest.startsWith('self-')
          ? 'justify-self'
          : 'justify-content';
    case 'object':
      if (!rest) return undefined;
      return ['contain', 'cover', 'fill', 'none', 'scale-down'].includes(rest)
        ? 'object-fit'
        : 'object-position';
    case 'touch':
      if (!rest) return undefined;
      return rest.startsWith('pan-x') || rest.startsWith('pan-left') || rest.startsWith('pan-right')
        ? 'touch-x'
        : rest.startsWith('pan-y') || rest.startsWith('pan-up') || rest.startsWith('pan-down')
          ? 'touch-y'
          : rest === 'pinch-zoom'
            ? 'touch-pz'
            : 'touch';
    case 'text':
      if (SIZES.has(rest) || ARBITRARY_LENGTH.test(rest)) return 'font-size';
      if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(rest)) return 'text-alignment';
      if (['wrap', 'nowrap', 'balance', 'pretty'].includes(rest)) return 'text-wrap';
      return rest ? 'text-color' : undefined;
    case 'font':
      return [
        'thin',
        'extralight',
        'light',
        'normal',
        'medium',
        'semibold',
        'bold',
        'extrabold',
        'black',
      ].includes(rest)
        ? 'font-weight'
        : rest
          ? 'font-family'
          : undefined;
    case 'bg':
      if (rest === 'none' || /^\[(url|image|(repeating-)?(linear|radial|conic)-gradient)\(/.test(rest))
        return 'bg-image';
      return rest ? 'bg-color' : undefined;
    case 'from':
    case 'via':
    case 'to':
      return rest ? `gradient-${head}` : undefined;
    case 'rounded': {
      const [corner = ''] = splitOnce(rest);
      return CORNERS.has(corner) ? `rounded-${corner}` : 'rounded';
    }
    case 'border': {
      if (isWidth(rest)) return 'border-w';
      if (LINE_STYLES.has(rest)) return 'border-style';
      const [side = '', value] = splitOnce(rest);
      if (SIDES.has(side)) {
        if (value === undefined || isWidth(value)) return `border-w-${side}`;
        return `border-color-${side}`;
      }
      return 'border-color';
    }
    case 'divide': {
      const [axis = '', value = ''] = splitOnce(rest);
      if ((axis === 'x' || axis === 'y') && isWidth(value)) return `divide-${axis}`;
      if (LINE_STYLES.has(rest)) return 'divide-style';
      return rest ? 'divide-color' : undefined;
    }
    case 'outline':
      if (isWidth(rest)) return 'outline-w';
      if (LINE_STYLES.has(rest)) return 'outline-style';
      if (rest.startsWith('offset-')) return 'outline-offset';
      return 'outline-color';
    case 'ring':
      if (isWidth(rest)) return 'ring-w';
      if (rest.startsWith('offset-')) return isWidth(rest.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      return 'ring-color';
    case 'shadow':
      return SHADOW_SIZES.test(rest) || /^\[(inset_)?-?\d/.test(rest) ? 'shadow' : 'shadow-color';
    case 'stroke':
      return NUMBER.test(rest) || ARBITRARY_LENGTH.test(rest) ? 'stroke-w' : rest ? 'stroke' : undefined;
    case 'decoration':
      if (!rest) return undefined;
      return LINE_STYLES.has(rest) || rest === 'wavy' ? 'decoration-style' : 'decoration-color';
    default:
      return undefined;
  }
}

/** `a-b…` into `a` and `b…` (the second undefined without a dash). */
function splitOnce(value: string): [string, string | undefined] {
  const dash = value.indexOf('-');
  return dash === -1 ? [value, undefined] : [value.slice(0, dash), value.slice(dash + 1)];
}

/** Utilities named by two words (`min-h-…`, `gap-x-…`, `line-clamp-…`): the kind is both words. */
function twoPart(head: string, rest: string): string | undefined {
  const [second, value] = splitOnce(rest);
  switch (head) {
    case 'scale':
      if (second === 'x' || second === 'y' || second === 'z')
        return value === undefined ? undefined : `scale-${second}`;
      return rest === 'none' || NUMBER.test(rest) || rest.startsWith('[') ? 'scale' : undefined;
    case 'gap':
    case 'translate':
    case 'overflow':
      if (second === 'x' || second === 'y' || second === 'z')
        return value === undefined ? undefined : `${head}-${second}`;
      return rest ? head : undefined;
    case 'space':
      return value === undefined ? undefined : `space-${second}`;
    case 'list':
      if (!rest) return undefined;
      if (second === 'inside' || second === 'outside') return 'list-style-position';
      return second === 'image' ? 'list-image' : 'list-style-type';
    case 'min':
    case 'max':
    case 'scroll':
    case 'grid':
    case 'line':
    case 'pointer':
    case 'backdrop':
      return value === undefined ? undefined : `${head}-${second}`;
    case 'col':
    case 'row':
      return value === undefined ? undefined : second === 'span' ? `${head}-start-end` : `${head}-${second}`;
    case 'underline':
      return second === 'offset' && value !== undefined ? 'underline-offset' : undefined;
    case 'align':
      return rest ? 'vertical-align' : undefined;
    default:
      return undefined;
  }
}

/** `border-w-x`, `border-w-y`, … for every side a utility can name. */
const eachSide = (kind: string) => ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `${kind}-${side}`);

/** What a later class of a kind also overrides (`p-0` after `px-4` replaces both). */
const OVERRIDES: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['s', 'e', 't', 'r', 'b', 'l', 'tl', 'tr', 'br', 'bl'].map((corner) => `rounded-${corner}`),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': eachSide('border-w'),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': eachSide('border-color'),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  scale: ['scale-x', 'scale-y', 'scale-z'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
};

/** Variants whose order changes their meaning (`before:hover:` is not `hover:before:`). */
const ORDERED_VARIANTS = new Set([
  'before',
  'after',
  'placeholder',
  'file',
  'marker',
  'selection',
  'backdrop',
  '*',
  '**',
]);

interface Parsed {
  /** The variants in a canonical order, with `!`: classes only override within the same. */
  scope: string;
  kind: string | undefined;
}

const parsedCache = new Map<string, Parsed>();

function parse(token: string): Parsed {
  const cached = parsedCache.get(token);
  if (cached) return cached;
  // Variants end at a colon outside brackets and parentheses.
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(token.slice(start, i));
      start = i + 1;
    }
  }
  let base = token.slice(start);
  let important = '';
  if (base.startsWith('!')) {
    important = '!';
    base = base.slice(1);
  } else if (base.endsWith('!')) {
    important = '!';
    base = base.slice(0, -1);
  }
  if (base.startsWith('-')) base = base.slice(1);
  const parsed = { scope: `${sortVariants(variants).join(':')}${important}`, kind: kindOf(base) };
  parsedCache.set(token, parsed);
  return parsed;
}

/** Variants sorted where their order does not matter (between arbitrary and ordered ones). */
function sortVariants(variants: string[]): string[] {
  if (variants.length < 2) return variants;
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDERED_VARIANTS.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else {
      run.push(variant);
    }
  }
  return [...sorted, ...run.sort()];
}

/** The merged lists already made: components ask for the same few again on every render. */
const mergedCache = new Map<string, string>();
const MERGED_CACHE_SIZE = 500;

/** Keeps, of classes of one kind in one scope, the last; unknown classes are all kept. */
export function mergeClasses(classList: string): string {
  const cached = mergedCache.get(classList);
  if (cached !== undefined) return cached;
  const merged = merge(classList);
  if (mergedCache.size >= MERGED_CACHE_SIZE) mergedCache.clear();
  mergedCache.set(classList, merged);
  return merged;
}

function merge(classList: string): string {
  const tokens = classList.split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as string;
    if (!token) continue;
    const { scope, kind } = parse(token);
    if (kind === undefined) {
      kept.push(token);
      continue;
    }
    const key = `${scope}|${kind}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of OVERRIDES[kind] ?? []) taken.add(`${scope}|${other}`);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
