import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import {
  customRangeError,
  type DayPair,
  RANGE_PRESETS,
  type RangeChoice,
  type RangePreset,
  type ResolvedRange,
} from './analytics-range';

const OPTIONS = [...RANGE_PRESETS, { value: 'custom', label: 'Custom range' }] as const;

type RangePickerProps = {
  range: ResolvedRange;
  today: string;
  onPreset: (preset: RangePreset) => void;
  onDays: (days: DayPair) => void;
};

/** The period the screen covers: a preset ending today, or two days picked by hand. */
export function RangePicker({ range, today, onPreset, onDays }: RangePickerProps) {
  // Choosing 'Custom range' opens the form before any custom range is in the URL.
  const [editing, setEditing] = useState(false);
  const choice: RangeChoice = editing ? 'custom' : range.choice;

  function choose(value: string) {
    const preset = RANGE_PRESETS.find((option) => option.value === value);
    if (preset) {
      setEditing(false);
      onPreset(preset.value);
    } else {
      setEditing(true);
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-end">
      <Select
        label="Date range"
        options={OPTIONS}
        value={choice}
        onChange={(event) => choose(event.target.value)}
        containerClassName="sm:w-48"
      />
      {choice === 'custom' && (
        <CustomRangeForm
          // A range changed elsewhere (Back, a preset) starts the form again from it.
          key={`${range.from}_${range.to}`}
          initial={range}
          today={today}
          onApply={(days) => {
            setEditing(false);
            onDays(days);
          }}
        />
      )}
    </div>
  );
}

type FieldError = ReturnType<typeof customRangeError>;

function CustomRangeForm({
  initial,
  today,
  onApply,
}: {
  initial: DayPair;
  today: string;
  onApply: (days: DayPair) => void;
}) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [error, setError] = useState<FieldError>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = customRangeError(from, to);
    setError(problem);
    if (!problem) onApply({ from, to });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Custom date range"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Input
        type="date"
        label="From"
        value={from}
        max={today}
        onChange={(event) => {
          setFrom(event.target.value);
          setError(null);
        }}
        error={error?.field === 'from' ? error.message : undefined}
        containerClassName="sm:w-44"
      />
      <Input
        type="date"
        label="To"
        value={to}
        max={today}
        onChange={(event) => {
          setTo(event.target.value);
          setError(null);
        }}
        error={error?.field === 'to' ? error.message : undefined}
        containerClassName="sm:w-44"
      />
      <Button type="submit" variant="secondary" className="sm:mt-6.5">
        Apply
      </Button>
    </form>
  );
}
