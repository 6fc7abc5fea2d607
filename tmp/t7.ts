import nlpFull from 'compromise';
for (const v of ['wash','cut','dry','stamp','wrap','run','close']) console.log(v, JSON.stringify(nlpFull(v).verbs().conjugate()[0]));
