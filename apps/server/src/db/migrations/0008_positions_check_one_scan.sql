-- The check of migration 0007, reading the statement's rows once: their distinct
-- compartments are gathered first (a hash aggregate over the transition table), then
-- locked and checked as a handful of keys. 0007's two passes over the rows cost 0.14 s
-- of server CPU per 100,000 imported lines; this one costs about nothing measurable
-- (docs/decisions.md, "positions → compartments").
CREATE OR REPLACE FUNCTION positions_compartments_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  roles text[];
  portfolios text[];
  codes text[];
  missing record;
BEGIN
  SELECT array_agg(d.role_code), array_agg(d.portfolio_code), array_agg(d.compartment_code)
    INTO roles, portfolios, codes
    FROM (SELECT DISTINCT n.role_code, n.portfolio_code, n.compartment_code
            FROM new_positions n) d;
  -- Locked FOR KEY SHARE, as a foreign key locks them: a concurrent delete of one of
  -- these compartments waits for this transaction, then cascades to its positions.
  PERFORM 1
     FROM compartments c
     JOIN unnest(roles, portfolios, codes) AS k(role_code, portfolio_code, code)
       ON c.role_code = k.role_code AND c.portfolio_code = k.portfolio_code AND c.code = k.code
      FOR KEY SHARE OF c;
  SELECT k.role_code, k.portfolio_code, k.code INTO missing
    FROM unnest(roles, portfolios, codes) AS k(role_code, portfolio_code, code)
   WHERE NOT EXISTS (SELECT 1 FROM compartments c
                      WHERE c.role_code = k.role_code
                        AND c.portfolio_code = k.portfolio_code
                        AND c.code = k.code)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "positions" violates its reference to "compartments"'
      USING ERRCODE = 'foreign_key_violation',
            DETAIL = format('Key (role_code, portfolio_code, compartment_code)=(%s, %s, %s) is not present in table "compartments".',
                            missing.role_code, missing.portfolio_code, missing.code);
  END IF;
  RETURN NULL;
END $$;
