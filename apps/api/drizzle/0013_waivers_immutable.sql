-- A signed waiver is evidence kept for years: once written it can never change, whatever the
-- application does. The database itself refuses every UPDATE, DELETE and TRUNCATE of signed_waivers
-- (foreign keys that would cascade into it are NO ACTION, so deleting a shop, session or appointment
-- with a signed waiver fails too).
CREATE FUNCTION refuse_signed_waiver_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signed waivers cannot be changed or deleted (% on %)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER signed_waivers_immutable
  BEFORE UPDATE OR DELETE ON signed_waivers
  FOR EACH ROW EXECUTE FUNCTION refuse_signed_waiver_change();
--> statement-breakpoint
CREATE TRIGGER signed_waivers_no_truncate
  BEFORE TRUNCATE ON signed_waivers
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_signed_waiver_change();
