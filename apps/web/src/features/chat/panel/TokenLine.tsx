import type { TokenBalance } from '@ideapilot/contract';
import { Link } from 'wouter';

export function TokenLine({ balance, outOfTokens }: { balance: TokenBalance | null; outOfTokens: boolean }) {
  const remaining = balance ? (balance.tokens_remaining === null ? 'Unlimited' : balance.tokens_remaining) : '—';
  const used = balance ? balance.tokens_used : '—';
  return (
    <p className={`token-line${outOfTokens ? ' is-empty' : ''}`}>
      <span>
        Remaining tokens: {remaining} | Tokens used: {used}
      </span>
      {outOfTokens && (
        <Link to="/platform/billing" className="token-line-link">
          Add more tokens
        </Link>
      )}
    </p>
  );
}
