import { siteFormats } from '@/contract';
import { invitationEmail, passwordResetEmail, type EmailSite } from './account-emails';

// The account e-mails in the school's language: words, durations and dates as it writes them.

const brazil: EmailSite = {
  schoolName: 'Colégio Ribeira',
  formats: siteFormats({
    language: 'pt-BR',
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'long',
    currency: 'BRL',
  }),
};
const english: EmailSite = {
  schoolName: 'Riverside Academy',
  formats: siteFormats({ language: 'en', timeZone: 'UTC', dateStyle: 'long', currency: 'USD' }),
};

describe('the account e-mails', () => {
  it("are written in the school's language, with its plurals and its signature", () => {
    const reset = (site: EmailSite, minutes: number, name = 'Ana') =>
      passwordResetEmail({
        to: 'ana@family.test',
        name,
        site,
        link: 'https://x.test/r',
        minutes,
        askedBy: 'owner',
      });
    const portuguese = reset(brazil, 60);
    expect(portuguese.subject).toBe('Escolha uma nova senha para Colégio Ribeira');
    expect(portuguese.text).toBe(
      [
        'Olá, Ana,',
        'Alguém, esperamos que você, pediu para escolher uma nova senha para sua conta em Colégio Ribeira.',
        'Abra este link para escolhê-la (ele funciona uma vez, por 1 hora):\nhttps://x.test/r',
        'Se você não pediu, pode ignorar este e-mail: sua senha continua a mesma.',
        'Colégio Ribeira',
      ].join('\n\n') + '\n',
    );
    expect(reset(english, 90, '  ').text).toMatch(/^Dear visitor,\n\n[\s\S]*for 90 minutes\)/);
    expect(reset(english, 120).text).toContain('for 2 hours)');
  });

  it("name the invitation's role and its end in the school's language and zone", () => {
    const { subject, text } = invitationEmail({
      to: 'new@staff.test',
      site: brazil,
      invitedBy: 'Marta',
      role: 'door',
      link: 'https://x.test/i',
      days: 7,
      expiresAt: new Date('2026-12-16T01:30:00Z'),
    });
    expect(subject).toBe('Você foi convidado(a) para ajudar a cuidar do site de Colégio Ribeira');
    expect(text).toContain(
      'Marta convidou você para a equipe de Colégio Ribeira no site, como Recepção: as inscrições das reuniões.',
    );
    expect(text).toContain('por 7 dias, até 15 de dezembro de 2026 às 22:30');
  });
});
