/**
 * Passwords of 8+ characters that top every public list of leaked passwords. Refused at
 * sign-up and at every password change; compared case-insensitively.
 */
const COMMON = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word
12345678 123456789 1234567890 12345678910 87654321 11111111 00000000 88888888 99999999 12341234
11223344 12121212 13131313 123123123 1q2w3e4r 1qaz2wsx qwertyui qwerty12 qwerty123 qwerty1234
qwertyuiop asdfghjk asdfghjkl zxcvbnm1 abcd1234 abc12345 abcdefgh iloveyou iloveyou1 iloveyou2
sunshine sunshine1 princess princess1 football football1 baseball basketball superman batman123
trustno1 whatever welcome1 welcome123 letmein1 letmein123 starwars monkey123 dragon123 shadow123
master123 michael1 jennifer charlie1 computer internet sweetheart changeme changeme123 secret123
admin123 administrator adminadmin login123 access14 freedom1 mustang1 jordan23 liverpool chelsea1
arsenal1 cheese123 chocolate butterfly flower123 lovely123 hello123 hello1234 helloworld michelle
jessica1 ashley123 nicole123 daniel123 samsung1 samsung123 google123 facebook1 whatsapp1 asdf1234
zaq12wsx q1w2e3r4 q1w2e3r4t5 1q2w3e4r5t 123qweasd qweasdzxc 123abc123 aa123456 a1234567 a12345678
password! password1! qwerty123! 1234qwer qwer1234 summer2024 summer2025 winter2024 spring2025
cruise123 cruising vacation1 holiday1 traveller travel123 santorini bahamas1 caribbean
`;

const commonPasswords = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
