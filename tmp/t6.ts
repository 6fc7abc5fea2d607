import nlp from 'compromise';
for (const s of process.argv.slice(2)) { const d = nlp(s); console.log(JSON.stringify((d.nouns().json() as any[]).map(n=>n.terms.map((t:any)=>t.text+':'+t.tags.join('/'))))); }
