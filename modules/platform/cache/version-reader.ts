import type { Redis } from '../queues/index.ts';

/** Sets a fresh version when none exists (first start, or Redis lost its data). */
const ENSURE = `
local current = redis.call('GET', KEYS[1])
if current then return current end
local t = redis.call('TIME')
local v = string.format('%d', tonumber(t[1]) * 1000000 + tonumber(t[2]))
redis.call('SET', KEYS[1], v)
return v`;

type Round = {
  keys: Set<string>;
  promise: Promise<Map<string, number | undefined>>;
  answer: (versions: Map<string, number | undefined>) => void;
};

/** One reader per Redis connection: every public cache of a process shares its MGETs. */
const readers = new WeakMap<Redis, VersionReader>();

/**
 * The shared versions of the public caches (`PublicCache`), read once for all the reads waiting
 * for them: those that arrived in this turn of the event loop, and, while an MGET is in flight,
 * all that arrive until it is answered (one MGET at a time: under load Redis answers faster than
 * reads arrive, so a read per turn carried one or two). Every MGET is sent after each of its reads
 * arrived, so none can see a version older than its own arrival: as fresh as one GET per read.
 *
 * All namespaces go in the same MGET: a server-rendered page needs the version of each (six), and
 * six GETs per round cost a cached page about 12 µs of CPU in ioredis and its socket writes, a
 * sixth of the page (issue 19); one MGET costs what one GET did.
 */
export class VersionReader {
  readonly #redis: Redis;
  #waiting: Round | undefined;
  #state: 'idle' | 'scheduled' | 'in flight' = 'idle';

  private constructor(redis: Redis) {
    this.#redis = redis;
  }

  static for(redis: Redis): VersionReader {
    let reader = readers.get(redis);
    if (!reader) {
      reader = new VersionReader(redis);
      readers.set(redis, reader);
    }
    return reader;
  }

  /** The version at `key` now (made when missing); undefined while Redis cannot answer. */
  read(key: string): Promise<number | undefined> {
    const round = this.#round();
    round.keys.add(key);
    this.#schedule();
    return round.promise.then((versions) => versions.get(key));
  }

  /** Several versions read in one round, in the order of `keys`. */
  readAll(keys: readonly string[]): Promise<(number | undefined)[]> {
    const round = this.#round();
    for (const key of keys) round.keys.add(key);
    this.#schedule();
    return round.promise.then((versions) => keys.map((key) => versions.get(key)));
  }

  #round(): Round {
    if (!this.#waiting) {
      let answer: Round['answer'] = () => undefined;
      const promise = new Promise<Map<string, number | undefined>>((resolve) => {
        answer = resolve;
      });
      this.#waiting = { keys: new Set(), promise, answer };
    }
    return this.#waiting;
  }

  #schedule(): void {
    if (this.#state !== 'idle') return;
    this.#state = 'scheduled';
    setImmediate(() => {
      const round = this.#waiting;
      this.#waiting = undefined;
      if (!round) {
        this.#state = 'idle';
        return;
      }
      this.#state = 'in flight';
      this.#fetch([...round.keys])
        .then(round.answer)
        .finally(() => {
          this.#state = 'idle';
          if (this.#waiting) this.#schedule();
        });
    });
  }

  /** Never rejects: a key Redis could not answer maps to undefined. */
  async #fetch(keys: string[]): Promise<Map<string, number | undefined>> {
    const versions = new Map<string, number | undefined>();
    let values: (string | null)[];
    try {
      values = await this.#redis.mget(keys);
    } catch {
      return versions;
    }
    await Promise.all(
      keys.map(async (key, index) => {
        try {
          const version = Number(values[index] ?? (await this.#redis.eval(ENSURE, 1, key)));
          versions.set(key, Number.isFinite(version) ? version : undefined);
        } catch {
          versions.set(key, undefined);
        }
      }),
    );
    return versions;
  }
}
