-- The seed's four sizes are words, not letters (decision 034): Hindi names as a Hindi-speaking
-- seller says them. A name an admin has already given is kept.
UPDATE "sizes" SET "names" = "names" || jsonb_build_object('hi', v.hi) FROM (VALUES
  ('Small', 'स्मॉल'),
  ('Medium', 'मीडियम'),
  ('Large', 'लार्ज'),
  ('X-Large', 'एक्स-लार्ज')
) AS v(en, hi) WHERE "sizes"."name" = v.en AND NOT ("sizes"."names" ? 'hi');
