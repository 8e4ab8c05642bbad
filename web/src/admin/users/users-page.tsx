import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { type UserView, useProfileQuery } from '../../api/auth';
import { EMPTY_USERS_FILTERS, type UsersFilters, useUserMutations, useUsersQuery } from '../../api/users';
import { Button } from '../../components/button';
import { useNotice } from '../shared/content-form';
import { EmptyState } from '../shared/content-page';
import { formatNumber } from '../shared/format';
import { ListPage, useBusyIds, useListFilters } from '../shared/list-page';
import { type UserDialog, UserDialogs } from './user-dialogs';
import { USER_MESSAGES, usersErrorMessage } from './user-messages';
import { UsersFiltersBar } from './users-filters';
import { type UserAction, UsersTable, UsersTableSkeleton } from './users-table';

/** /admin/users: filters, the users table, pagination, and the edit, password and delete dialogs. */
export function UsersPage() {
  const { filters, setFilters, page, setPage } = useListFilters<UsersFilters>(EMPTY_USERS_FILTERS);
  const [filtersKey, setFiltersKey] = useState(0);
  const [dialog, setDialog] = useState<UserDialog>(null);
  const { busyIds, withBusy } = useBusyIds();
  const users = useUsersQuery(filters, page);
  const profile = useProfileQuery();
  const mutations = useUserMutations();
  const { notice, announce, dismiss } = useNotice();

  const data = users.data;
  const total = data?.pagination.total ?? 0;

  function clearFilters() {
    setFilters(EMPTY_USERS_FILTERS);
    setFiltersKey((key) => key + 1);
  }

  function onAction(action: UserAction, user: UserView) {
    if (action === 'edit' || action === 'password' || action === 'delete') {
      setDialog({ kind: action, user });
      return;
    }
    if (action === 'verify') {
      void withBusy(user.id, async () => {
        try {
          const answer = await mutations.verification.mutateAsync({
            id: user.id,
            isVerified: !user.is_verified,
          });
          announce({
            tone: 'success',
            text:
              answer.message || (user.is_verified ? 'User marked as unverified' : 'User marked as verified'),
          });
        } catch (error) {
          announce({ tone: 'error', text: usersErrorMessage(error, USER_MESSAGES.verificationFailed) });
        }
      });
      return;
    }
    void withBusy(user.id, async () => {
      try {
        const answer = await mutations.unlock.mutateAsync(user.id);
        announce({ tone: 'success', text: answer.message || 'Account unlocked' });
      } catch (error) {
        announce({ tone: 'error', text: usersErrorMessage(error, USER_MESSAGES.unlockFailed) });
      }
    });
  }

  return (
    <ListPage
      header={
        <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 className="font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">Users</h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              Manage accounts, roles, verification and locked sign-ins.
            </p>
          </div>
          {data && (
            <p className="text-sm text-zinc-500 dark:text-zinc-400">
              {formatNumber(total)} {total === 1 ? 'user' : 'users'}
            </p>
          )}
        </div>
      }
      notice={notice}
      onDismissNotice={dismiss}
      filters={<UsersFiltersBar key={filtersKey} filters={filters} onChange={setFilters} />}
      query={users}
      loaded={data !== undefined}
      empty={data?.users.length === 0}
      skeleton={<UsersTableSkeleton />}
      failure={usersErrorMessage(users.error, USER_MESSAGES.fetchFailed)}
      emptyState={
        <EmptyState
          bare
          icon={SearchX}
          message="No users found"
          hint="Try a different search or clear the filters."
        >
          <Button variant="outline" size="sm" onClick={clearFilters}>
            Clear filters
          </Button>
        </EmptyState>
      }
      table={
        data && (
          <UsersTable
            users={data.users}
            currentUserId={profile.data?.id}
            busyIds={busyIds}
            onAction={onAction}
          />
        )
      }
      pagination={data?.pagination}
      onPageChange={setPage}
    >
      <UserDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        mutations={mutations}
        announce={announce}
      />
    </ListPage>
  );
}
