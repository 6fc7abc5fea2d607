// Time and ids for the data layer, replaceable in tests (time is a parameter, not Date.now()
// deep inside logic).
export interface DataDeps {
  now(): number;
  uuid(): string;
}

const defaults: DataDeps = {
  now: () => Date.now(),
  uuid: () => crypto.randomUUID(),
};

export const dataDeps: DataDeps = { ...defaults };

/** Replaces the clock or id source (tests); call with no argument to restore the defaults. */
export function setDataDeps(deps: Partial<DataDeps> = {}): void {
  Object.assign(dataDeps, defaults, deps);
}

export const nowIso = (): string => new Date(dataDeps.now()).toISOString();
