import { type FormEvent, useId, useState } from 'react';
import { type AdminDiscount, useDiscountMutations } from '../../api/discounts-admin';
import { useAdminProducts } from '../../api/shop-admin';
import { Checkbox } from '../../components/checkbox';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { errorText } from '../../lib/api-client';
import { DialogForm } from '../shared/form-modal';
import {
  ALL_PRODUCTS,
  DISCOUNT_TEXTS,
  type DiscountForm,
  discountBody,
  initialDiscountForm,
  validateDiscount,
} from './discount-rules';

type Props = { discount: AdminDiscount | null; onClose: () => void; onSaved: (message: string) => void };

/** Create or edit a code: its kind and value, the products it applies to, dates, caps and status. */
export function DiscountFormModal({ discount, onClose, onSaved }: Props) {
  const [form, setForm] = useState<DiscountForm>(() => initialDiscountForm(discount));
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { save } = useDiscountMutations();
  const products = useAdminProducts(ALL_PRODUCTS);
  const formId = useId();
  const errors = showErrors ? validateDiscount(form) : {};
  const set = <K extends keyof DiscountForm>(key: K, value: DiscountForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    if (Object.keys(validateDiscount(form)).length > 0) return;
    try {
      const answer = await save.mutateAsync({ id: discount?.id ?? null, body: discountBody(form) });
      onSaved(answer.message ?? (discount ? DISCOUNT_TEXTS.updated : DISCOUNT_TEXTS.created));
    } catch (error) {
      setFailure(errorText(error, DISCOUNT_TEXTS.saveFailed));
    }
  }

  const toggleProduct = (id: string, on: boolean) =>
    set('productIds', on ? [...form.productIds, id] : form.productIds.filter((each) => each !== id));

  return (
    <DialogForm
      title={discount ? `Edit ${discount.code}` : 'Add discount code'}
      description="Buyers type the code in the cart or at checkout; the server prices it."
      size="lg"
      formId={formId}
      saving={save.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      failure={failure}
      submitText={save.isPending ? 'Saving…' : discount ? 'Save changes' : 'Create code'}
    >
      <Input
        label="Code"
        hint="Letters, digits, - or _; buyers may type it in any case."
        value={form.code}
        error={errors.code}
        onChange={(event) => set('code', event.target.value.toUpperCase())}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        data-autofocus
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Kind"
          value={form.kind}
          onChange={(event) => set('kind', event.target.value === 'amount' ? 'amount' : 'percent')}
          options={[
            { value: 'percent', label: 'Percent off' },
            { value: 'amount', label: 'Fixed amount off (KES)' },
          ]}
        />
        <Input
          label={form.kind === 'percent' ? 'Percent off' : 'Amount off (KES)'}
          type="number"
          inputMode="decimal"
          min={form.kind === 'percent' ? 1 : 0.01}
          max={form.kind === 'percent' ? 100 : undefined}
          step={form.kind === 'percent' ? 1 : 0.01}
          value={form.value}
          error={errors.value}
          onChange={(event) => set('value', event.target.value)}
        />
        <Input
          label="Starts (optional)"
          type="datetime-local"
          value={form.startsAt}
          onChange={(event) => set('startsAt', event.target.value)}
        />
        <Input
          label="Ends (optional)"
          type="datetime-local"
          value={form.endsAt}
          error={errors.endsAt}
          onChange={(event) => set('endsAt', event.target.value)}
        />
        <Input
          label="Total uses (optional)"
          type="number"
          min={1}
          step={1}
          value={form.maxUses}
          error={errors.maxUses}
          onChange={(event) => set('maxUses', event.target.value)}
        />
        <Input
          label="Uses per email (optional)"
          type="number"
          min={1}
          step={1}
          value={form.maxUsesPerEmail}
          error={errors.maxUsesPerEmail}
          onChange={(event) => set('maxUsesPerEmail', event.target.value)}
        />
      </div>
      <fieldset>
        <legend className="font-medium text-sm text-zinc-800 dark:text-zinc-200">Applies to</legend>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Choose products to limit the code to them; none chosen applies it to the whole order.
        </p>
        <div className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-xl border border-zinc-200 p-3 dark:border-white/10">
          {products.data ? (
            products.data.map((product) => (
              <Checkbox
                key={product.id}
                label={product.name}
                checked={form.productIds.includes(product.id)}
                onChange={(event) => toggleProduct(product.id, event.target.checked)}
              />
            ))
          ) : (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">Loading products…</p>
          )}
        </div>
      </fieldset>
      <Checkbox
        label="Active (buyers can use it)"
        checked={form.active}
        onChange={(event) => set('active', event.target.checked)}
      />
    </DialogForm>
  );
}
