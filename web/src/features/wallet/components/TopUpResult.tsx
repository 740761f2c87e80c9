import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatRoubles } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/i18n';
import { Alert } from '@/shared/ui/Alert';
import { getTopUp, walletKeys } from '../api/wallet';
import '@/shared/i18n/money-texts';

/** Back from the payment page (/wallet?payment={id}): the top-up's outcome, polled while pending. */
export function TopUpResult({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const payment = useQuery({
    queryKey: walletKeys.topUp(paymentId),
    queryFn: () => getTopUp(paymentId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
  const status = payment.data?.status;
  useEffect(() => {
    if (status === 'succeeded') void queryClient.invalidateQueries({ queryKey: walletKeys.summary });
  }, [status, queryClient]);

  if (!payment.data) return null;
  const amount = formatRoubles(payment.data.amount, currentLanguage());
  if (status === 'succeeded') return <Alert tone="success">{t('wallet.topUpSucceeded', { amount })}</Alert>;
  if (status === 'declined') return <Alert>{t('wallet.topUpDeclined', { amount })}</Alert>;
  return <Alert tone="info">{t('wallet.topUpPending', { amount })}</Alert>;
}
