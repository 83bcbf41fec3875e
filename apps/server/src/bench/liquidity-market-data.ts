import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Market data for the scale securities: nine in ten get a volume (shares: 1,000 to a
 * million units a day) and bonds an issue size (EUR 100 million to 1 billion), both drawn
 * from a hash of the code; the tenth is left without, as real feeds leave some.
 */
export async function writeMarketData(db: Database, valuationDate: string): Promise<number> {
  const rows = await db.execute(sql`
    insert into liquidity_data (security_code, as_of, average_daily_volume, issue_size,
      price, dealing_frequency, notice_days, settlement_days, gate)
    select code, ${valuationDate}::date,
      1000 + abs(hashtext(code || 'adv')) % 1000000,
      1e8 + (abs(hashtext(code || 'size')) % 10) * 1e8,
      case when substr(cic, 3, 1) = '3' then 5 + abs(hashtext(code || 'price')) % 200 end,
      case when substr(cic, 3, 1) = '4'
        then (array['daily', 'weekly', 'monthly'])[1 + abs(hashtext(code || 'deal')) % 3] end,
      case when substr(cic, 3, 1) = '4' then (abs(hashtext(code || 'notice')) % 2) * 10 end,
      case when substr(cic, 3, 1) = '4' then abs(hashtext(code || 'settle')) % 6 end,
      case when substr(cic, 3, 1) = '4' and abs(hashtext(code || 'gate')) % 4 = 0 then 0.25 end
    from securities
    where abs(hashtext(code)) % 10 <> 0`);
  return (rows as unknown as { rowCount?: number }).rowCount ?? 0;
}
