// How a conflict is told to the user, by where "theirs" came from (ConflictRecord.source):
// the server (another device), another tab of this browser, or a deletion made elsewhere while
// this device kept typing. The builder's banner and the attention page's card say the same.

export type ConflictSource = 'server' | 'other-tab' | 'deleted-elsewhere' | 'deleted-other-tab';

export interface ConflictWording {
  /** The banner's sentence in the builder. */
  banner: string;
  /** The card's explanation on the attention page, before "Choose which text to keep…". */
  summary: (noun: string) => string;
  mineLabel: string;
  theirsLabel: string;
}

const WORDING: Record<ConflictSource, ConflictWording> = {
  server: {
    banner: 'This story was changed on another device too.',
    summary: (noun) => `This ${noun} was changed on another device too.`,
    mineLabel: 'Mine (this device)',
    theirsLabel: 'Theirs (other device)',
  },
  'other-tab': {
    banner: 'This story was changed in another tab of this browser too.',
    summary: (noun) => `This ${noun} was changed in another tab of this browser too.`,
    mineLabel: 'Mine (typed last)',
    theirsLabel: 'Theirs (other tab)',
  },
  'deleted-elsewhere': {
    banner: 'This story was deleted on another device while you kept writing here. Your text is kept.',
    summary: (noun) =>
      `This ${noun} was deleted on another device while you kept writing here. Keep yours to restore it with your text, or keep theirs to let it go.`,
    mineLabel: 'Mine (this device)',
    theirsLabel: 'Theirs (other device)',
  },
  'deleted-other-tab': {
    banner: 'This story was deleted in another tab of this browser while you kept writing here. Your text is kept.',
    summary: (noun) =>
      `This ${noun} was deleted in another tab of this browser while you kept writing here. Keep yours to restore it with your text, or keep theirs to let it go.`,
    mineLabel: 'Mine (typed last)',
    theirsLabel: 'Theirs (other tab)',
  },
};

export function conflictWording(source: ConflictSource | undefined): ConflictWording {
  return WORDING[source ?? 'server'];
}

/** The banner for a story with open conflicts: a deletion first, then another tab, then the server. */
export function bannerFor(sources: readonly (ConflictSource | undefined)[]): string | null {
  if (sources.length === 0) return null;
  const order: ConflictSource[] = ['deleted-elsewhere', 'deleted-other-tab', 'other-tab', 'server'];
  const first = order.find((s) => sources.some((x) => (x ?? 'server') === s)) ?? 'server';
  return WORDING[first].banner;
}
