import { Card } from '../../components/card';
import { Container } from '../../components/container';
import { Skeleton } from '../../components/spinner';

/** The success page's layout while the order loads from a link. */
export function PaymentSuccessSkeleton() {
  return (
    <Container className="max-w-3xl space-y-6 py-10 sm:py-14">
      <div role="status" aria-label="Loading your order" className="space-y-6">
        <div className="flex flex-col items-center gap-3">
          <Skeleton className="size-14 rounded-2xl" />
          <Skeleton className="h-7 w-64" />
        </div>
        {[0, 1, 2].map((key) => (
          <Card key={key} className="space-y-3 p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </Card>
        ))}
      </div>
    </Container>
  );
}
