import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsStats } from '../../api/analytics';
import { useTheme } from '../../components/theme/theme-provider';

const DAY = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY.format(date);
}

/** Views and visitors per day (stats.daily) as a soft area chart. */
export function ViewsChart({ daily }: { daily: AnalyticsStats['daily'] }) {
  const { theme } = useTheme();
  const dark = theme === 'dark';
  const grid = dark ? 'rgba(255,255,255,0.08)' : 'rgba(24,24,27,0.08)';
  const tick = dark ? '#a1a1aa' : '#71717a';
  const data = daily.map((entry) => ({ ...entry, label: dayLabel(entry.day) }));

  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <defs>
          <linearGradient id="views-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#6366f1" stopOpacity={0.35} />
            <stop offset="100%" stopColor="#6366f1" stopOpacity={0} />
          </linearGradient>
          <linearGradient id="visitors-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#a855f7" stopOpacity={0.25} />
            <stop offset="100%" stopColor="#a855f7" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={grid} vertical={false} />
        <XAxis
          dataKey="label"
          tick={{ fill: tick, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          minTickGap={24}
        />
        <YAxis allowDecimals={false} tick={{ fill: tick, fontSize: 12 }} tickLine={false} axisLine={false} />
        <Tooltip
          cursor={{ stroke: dark ? '#52525b' : '#d4d4d8' }}
          contentStyle={{
            borderRadius: 12,
            border: `1px solid ${dark ? 'rgba(255,255,255,0.1)' : '#e4e4e7'}`,
            background: dark ? '#18181b' : '#ffffff',
            color: dark ? '#f4f4f5' : '#18181b',
            fontSize: 13,
          }}
        />
        <Area
          type="monotone"
          dataKey="views"
          name="Page views"
          stroke="#6366f1"
          strokeWidth={2}
          fill="url(#views-fill)"
        />
        <Area
          type="monotone"
          dataKey="visitors"
          name="Visitors"
          stroke="#a855f7"
          strokeWidth={2}
          fill="url(#visitors-fill)"
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
