import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminKeys } from '../../lib/admin-query-keys';
import { clearAdminSession, isSessionError } from '../../lib/api-client';

/**
 * Spec section 4: a 401 or 403 on an admin call ends the session here (token and user forgotten)
 * and sends the admin to the sign-in page. Watches every query and mutation of the back office.
 */
export function useSessionExpiry(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const expire = useCallback(() => {
    clearAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    navigate('/admin/login', { replace: true });
  }, [queryClient, navigate]);

  useEffect(() => {
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isSessionError(event.query.state.error)) expire();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isSessionError(event.mutation?.state.error)) expire();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, expire]);

  return expire;
}
