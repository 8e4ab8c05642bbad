import type { EntityManager } from '../../platform/db/index.ts';
import type { VisitAttribution } from '../../platform/fields/index.ts';
import type { ConversionRow, FilterDimension } from '../analytics.schemas.ts';
import { DIRECT_SOURCE, referrerHostOf, sourceOf, utmOf } from '../sources.ts';
import { countedPath } from '../tracked-paths.ts';

/** The entry page of a sale or sign-up whose browser kept no visit (or an unknown page). */
export const UNKNOWN_ENTRY = '(unknown)';

/** Where a sale or sign-up came from, read from the visit its order or request kept. */
export type Credit = { source: string; channel: string; campaign: string | null; entryPath: string };

/**
 * The visit's source, campaign and entry page, judged as `track` judges a view (sources.ts). An
 * attribution the browser did not send, or one naming referrer spam, is credited to Direct.
 */
export function creditOf(attribution: VisitAttribution | null | undefined, siteHost: string): Credit {
  const utm = utmOf(attribution ?? {});
  const from = sourceOf({ referrerHost: referrerHostOf(attribution?.referrer, siteHost), utm }) ?? {
    source: DIRECT_SOURCE,
    channel: 'direct' as const,
  };
  return {
    source: from.source,
    channel: from.channel,
    campaign: utm.campaign,
    entryPath: countedPath(attribution?.entry_path ?? '') ?? UNKNOWN_ENTRY,
  };
}

export type ConversionFact = {
  id: string;
  kind: 'sale' | 'signup';
  day: string;
  credit: Credit;
  revenueMinor: number;
  currency: string | null;
};

/** Records a sale or sign-up once: a second run of the same fact adds nothing. */
export async function recordConversion(em: EntityManager, fact: ConversionFact): Promise<void> {
  await em.execute(
    `insert into analytics_conversion (id, kind, day, source, channel, campaign, entry_path, revenue_minor, currency)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing`,
    [
      fact.id,
      fact.kind,
      fact.day,
      fact.credit.source,
      fact.credit.channel,
      fact.credit.campaign,
      fact.credit.entryPath,
      fact.revenueMinor,
      fact.currency,
    ],
  );
}

/**
 * Takes a sale out of every figure. Its row is written if the sale was not recorded yet (the
 * reversal's job ran first), so the sale, recorded later, stays out.
 */
export async function reverseConversion(em: EntityManager, fact: ConversionFact, at: Date): Promise<void> {
  await recordConversion(em, fact);
  await em.execute('update analytics_conversion set reversed_at = ? where id = ? and reversed_at is null', [
    at,
    fact.id,
  ]);
}

/**
 * A partial refund: the sale stays, its revenue less what was given back. Set, not added: Pesapal
 * allows one refund per payment, so a second run changes nothing.
 */
export async function refundConversion(
  em: EntityManager,
  fact: ConversionFact,
  refundedMinor: number,
): Promise<void> {
  await recordConversion(em, fact);
  await em.execute('update analytics_conversion set refunded_minor = ? where id = ?', [
    refundedMinor,
    fact.id,
  ]);
}

/** What conversions a filter can narrow: a sale keeps its visit's source, campaign and entry page only. */
const CONVERSION_FILTER_COLUMNS: Partial<Record<FilterDimension, string>> = {
  source: 'source',
  campaign: 'campaign',
  entry: 'entry_path',
};

/** Sales in minor units of KES: the shop sells in KES only. */
const KES = 'KES';

type ConversionSums = { value: string | null; sales: string; revenue_minor: string | null; signups: string };

/**
 * Confirmed sales (count and KES revenue less partial refunds) and sign-ups per source, campaign
 * and entry page in a day range, reversed and fully refunded sales left out. Under a filter by country, device, browser or OS there is
 * no answer (`applies: false`): a sale does not keep those.
 */
export async function conversionsIn(
  em: EntityManager,
  range: { from: string; to: string },
  filter: { dimension: FilterDimension; value: string } | null,
): Promise<{
  sources: ConversionRow[];
  campaigns: ConversionRow[];
  pages: ConversionRow[];
  applies: boolean;
}> {
  const column = filter ? CONVERSION_FILTER_COLUMNS[filter.dimension] : undefined;
  if (filter && !column) return { sources: [], campaigns: [], pages: [], applies: false };
  const where = `day between ? and ? and reversed_at is null${column ? ` and ${column} = ?` : ''}`;
  const parameters = [range.from, range.to, ...(filter ? [filter.value] : [])];
  const by = async (group: string): Promise<ConversionRow[]> => {
    const rows = await em.execute<ConversionSums[]>(
      `select ${group} as value,
         count(*) filter (where kind = 'sale') as sales,
         sum(revenue_minor - refunded_minor) filter (where kind = 'sale' and currency = '${KES}') as revenue_minor,
         count(*) filter (where kind = 'signup') as signups
       from analytics_conversion where ${where} and ${group} is not null
       group by ${group}
       order by sum(revenue_minor - refunded_minor) filter (where kind = 'sale') desc nulls last, count(*) desc, ${group}
       limit 50`,
      parameters,
    );
    return rows.map((row) => ({
      value: row.value ?? '',
      sales: Number(row.sales),
      revenue: Number(row.revenue_minor ?? 0) / 100,
      signups: Number(row.signups),
    }));
  };
  return {
    sources: await by('source'),
    campaigns: await by('campaign'),
    pages: await by('entry_path'),
    applies: true,
  };
}
