import { TRANSACTION_STATUSES, type Transaction } from '@ideapilot/contract';
import { TableHead } from '../../components/ui/TableHead.tsx';
import { formatDate, formatMoney } from './format.ts';

const STATUS_LABELS: Record<(typeof TRANSACTION_STATUSES)[number], string> = { succeeded: 'Succeeded', pending: 'Pending', failed: 'Failed' };
const isKnown = (status: string): status is keyof typeof STATUS_LABELS => status in STATUS_LABELS;

/** Succeeded, pending and failed have a label; anything else is shown as it comes. */
function StatusBadge({ status }: { status: string }) {
  return <span className={`billing-status billing-status--${isKnown(status) ? status : 'other'}`}>{isKnown(status) ? STATUS_LABELS[status] : status}</span>;
}

/**
 * Where it has too little room for the five columns, each payment shows as a card of "label value"
 * lines: `billing.css` draws each cell's `data-label` before it (docs/decisions/2026-12-05-billing-history-cards-and-the-phone-cookie-banner.md).
 */
export function TransactionsTable({ transactions, caption }: { transactions: Transaction[]; caption: string }) {
  return (
    // Scrolls sideways where the cards have not taken over (a very large text size), so it takes keyboard focus.
    <div className="billing-table-wrap" tabIndex={0} role="group" aria-label={caption}>
      <table className="billing-table">
        <TableHead caption={caption} columns={['Date', 'Description', 'Amount', 'Status', 'Receipt']} />
        <tbody>
          {transactions.map((t) => {
            const receipt = t.hosted_invoice_url ?? t.invoice_pdf_url;
            return (
              <tr key={t.id}>
                <td data-label="Date">{formatDate(t.created_at)}</td>
                <td data-label="Description">{t.description}</td>
                <td data-label="Amount">{formatMoney(t.amount, t.currency)}</td>
                <td data-label="Status">
                  <StatusBadge status={t.status} />
                </td>
                <td data-label="Receipt">
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
