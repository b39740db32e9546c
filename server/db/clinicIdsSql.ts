/**
 * Migration 014_clinic_ids: clinic ids stored canonical (lower-case, src/schemas/clinicId.ts).
 * Partners' ids were always lower-case (the import schema required it), and users, invitations
 * and webhook endpoints reference them by foreign key; but a lead kept the clinic id with the
 * case its page used (`data-clinic-id="Willow"`), in its column and in its data. Those are
 * lower-cased here; every door lower-cases from now on.
 */
export const clinicIdsSql = `
UPDATE submissions SET clinic_id = lower(clinic_id) WHERE clinic_id <> lower(clinic_id);
UPDATE submissions SET routed_clinic_id = lower(routed_clinic_id) WHERE routed_clinic_id <> lower(routed_clinic_id);
UPDATE submissions SET data = jsonb_set(data, '{clinic_id}', to_jsonb(lower(data->>'clinic_id')))
  WHERE jsonb_typeof(data->'clinic_id') = 'string' AND data->>'clinic_id' <> lower(data->>'clinic_id')
`
