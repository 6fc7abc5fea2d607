#!/bin/bash
cd /work/main
node -e "for(;;);" & b1=$!
node -e "for(;;);" & b2=$!
for i in 1 2 3 4 5 6; do
  npx vitest run --project e2e tests/e2e/settings.test.ts > tmp/settings-$i.log 2>&1
  grep -E "Tests " tmp/settings-$i.log
done
kill $b1 $b2
