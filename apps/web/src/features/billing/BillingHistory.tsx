import { TRANSACTION_STATUSES, type Transaction } from '@ideapilot/contract';
import { TableHead } from '../../components/ui/TableHead.tsx';
import { formatDate, formatMoney } from './format.ts';

const STATUS_LABELS: Record<(typeof TRANSACTION_STATUSES)[number], string> = { succeeded: 'Succeeded', pending: 'Pending', failed: 'Failed' };
const isKnown = (status: string): status is keyof typeof STATUS_LABELS => status in STATUS_LABELS;

/** Succeeded, pending and failed have a label; anything else is shown as it comes. */
function StatusBadge({ status }: { status: string }) {
  return <span className={`billing-status billing-status--${isKnown(status) ? status : 'other'}`}>{isKnown(status) ? STATUS_LABELS[status] : status}</span>;
}

export function TransactionsTable({ transactions, caption }: { transactions: Transaction[]; caption: string }) {
  return (
    // Scrolls sideways on a phone, so it takes keyboard focus.
    <div className="billing-table-wrap" tabIndex={0} role="group" aria-label={caption}>
      <table className="billing-table">
        <TableHead caption={caption} columns={['Date', 'Description', 'Amount', 'Status', 'Receipt']} />
        <tbody>
          {transactions.map((t) => {
            const receipt = t.hosted_invoice_url ?? t.invoice_pdf_url;
            return (
              <tr key={t.id}>
                <td>{formatDate(t.created_at)}</td>
                <td>{t.description}</td>
                <td>{formatMoney(t.amount, t.currency)}</td>
                <td>
                  <StatusBadge status={t.status} />
                </td>
                <td>
                  {receipt ? (
                    <a href={receipt} target="_blank" rel="noreferrer">
                      View<span className="visually-hidden"> receipt of {formatDate(t.created_at)}</span>
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function BillingHistory({ transactions, loading }: { transactions: Transaction[] | undefined; loading: boolean }) {
  return (
    <section className="card" aria-labelledby="billing-history">
      <h2 id="billing-history">Billing History</h2>
      {loading ? (
        <p className="billing-empty">Loading…</p>
      ) : transactions && transactions.length > 0 ? (
        <TransactionsTable transactions={transactions} caption="Billing history" />
      ) : (
        <p className="billing-empty">No transactions found</p>
      )}
    </section>
  );
}
