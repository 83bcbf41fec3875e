ALTER TABLE "positions" DROP CONSTRAINT "positions_role_code_portfolio_code_compartment_code_compartments_role_code_portfolio_code_code_fk";
--> statement-breakpoint
-- positions → compartments without a foreign key: a foreign key checks each inserted row
-- on its own (an index probe and a row lock per line), which halved the speed of an
-- inventory import. These triggers keep the same guarantees, checked once per statement
-- over the statement's rows (docs/decisions.md, "positions → compartments").
--
-- Inserted or updated positions: their compartments must exist. They are locked FOR KEY
-- SHARE, as a foreign key locks them, so a concurrent delete of a compartment waits for
-- the end of this transaction and then cascades to these positions.
CREATE FUNCTION positions_compartments_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  missing record;
BEGIN
  PERFORM 1 FROM compartments c
   WHERE (c.role_code, c.portfolio_code, c.code) IN
         (SELECT n.role_code, n.portfolio_code, n.compartment_code FROM new_positions n)
     FOR KEY SHARE OF c;
  SELECT n.role_code, n.portfolio_code, n.compartment_code INTO missing
    FROM new_positions n
   WHERE NOT EXISTS (SELECT 1 FROM compartments c
                      WHERE c.role_code = n.role_code
                        AND c.portfolio_code = n.portfolio_code
                        AND c.code = n.compartment_code)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'insert or update on table "positions" violates its reference to "compartments"'
      USING ERRCODE = 'foreign_key_violation',
            DETAIL = format('Key (role_code, portfolio_code, compartment_code)=(%s, %s, %s) is not present in table "compartments".',
                            missing.role_code, missing.portfolio_code, missing.compartment_code);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER positions_compartments_insert AFTER INSERT ON positions
  REFERENCING NEW TABLE AS new_positions
  FOR EACH STATEMENT EXECUTE FUNCTION positions_compartments_check();
--> statement-breakpoint
CREATE TRIGGER positions_compartments_update AFTER UPDATE ON positions
  REFERENCING NEW TABLE AS new_positions
  FOR EACH STATEMENT EXECUTE FUNCTION positions_compartments_check();
--> statement-breakpoint
-- Deleted compartments: their positions go with them (the foreign key's ON DELETE CASCADE).
CREATE FUNCTION compartments_delete_positions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM positions p
   USING old_compartments o
   WHERE p.role_code = o.role_code
     AND p.portfolio_code = o.portfolio_code
     AND p.compartment_code = o.code;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER compartments_delete_positions AFTER DELETE ON compartments
  REFERENCING OLD TABLE AS old_compartments
  FOR EACH STATEMENT EXECUTE FUNCTION compartments_delete_positions();
--> statement-breakpoint
-- A compartment's key may not change while positions hold the old key (ON UPDATE NO ACTION).
CREATE FUNCTION compartments_keep_positions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_compartments o
               JOIN positions p ON p.role_code = o.role_code
                               AND p.portfolio_code = o.portfolio_code
                               AND p.compartment_code = o.code
              WHERE NOT EXISTS (SELECT 1 FROM compartments c
                                 WHERE c.role_code = o.role_code
                                   AND c.portfolio_code = o.portfolio_code
                                   AND c.code = o.code)) THEN
    RAISE EXCEPTION 'update on table "compartments" leaves positions without their compartment'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER compartments_keep_positions AFTER UPDATE ON compartments
  REFERENCING OLD TABLE AS old_compartments
  FOR EACH STATEMENT EXECUTE FUNCTION compartments_keep_positions();
