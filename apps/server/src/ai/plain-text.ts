/**
 * A founder's message as plain words: HTML tags (and what script and style elements hold),
 * markdown images, links, code marks, emphasis and heading marks, and the square brackets of the
 * starter pattern are dropped, so typed markup never reaches a session name, a canvas title or a
 * canvas note.
 */
export function plainText(message: string): string {
  return message
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z!][^>]*>/gi, ' ')
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
    // The empty chat's starter pattern filled in: "I want to build [a mobile app] for [parents of toddlers] …".
    .replace(/\[([^[\]]*)\]/g, '$1')
    // A bullet at the start of a line ("- idea: …", "• price: …").
    .replace(/^[ \t]*[-•–][ \t]+/gm, '')
    .replace(/[<>`*~|]+/g, ' ')
    // A heading's marks and emphasis underscores; not the "#" of "#1", "#hashtag" or "C#".
    .replace(/(^|\s)(?:_+|#+(?=\s|$))|_+(?=\s|$|[.,!?;:])/g, '$1')
    // "###Idea: …": a heading's marks at the start of a line, though no space follows them.
    .replace(/^#{1,6}(?=\p{L})/gmu, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}
