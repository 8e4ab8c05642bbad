import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk.ts';

// wrk 4.1.0's report of a 1 s run (-t1 -c4 --latency) against a server answering every tenth
// request 503 and dropping about one connection in a thousand.
const REPORT = `Running 1s test @ http://127.0.0.1:45679/
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   401.09us    1.09ms  15.00ms   93.96%
    Req/Sec    25.86k    10.63k   38.22k    70.00%
  Latency Distribution
     50%  130.00us
     75%  196.00us
     90%  797.00us
     99%    5.86ms
  25655 requests in 1.00s, 3.08MB read
  Socket errors: connect 0, read 25, write 0, timeout 0
  Non-2xx or 3xx responses: 2566
Requests/sec:  25645.38
Transfer/sec:      3.07MB
`;

describe('parseWrk', () => {
  it("reads requests/s, the percentiles in ms, and the failures from wrk's report", () => {
    expect(parseWrk(REPORT)).toEqual({
      rps: 25645.38,
      p50: 0.13,
      p99: 5.86,
      errors: 25,
      non2xx: 2566,
      ok: 25655 - 2566,
      total: 25655,
    });
  });

  it('reads a clean run (no error lines) and latencies in seconds', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n/, '')
      .replace(/ {2}Non-2xx.*\n/, '')
      .replace('99%    5.86ms', '99%    1.20s');
    expect(parseWrk(clean)).toMatchObject({ errors: 0, non2xx: 0, ok: 25655, p99: 1200 });
  });

  it('refuses a report without its figures rather than printing zeros', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:9 Connection refused')).toThrow(/request count/);
  });
});
