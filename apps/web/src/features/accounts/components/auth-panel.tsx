import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { LoginForm } from './login-form.tsx';
import { ForgotPasswordForm, RecoveryCodeForm, ResetPasswordForm } from './password-recovery.tsx';
import { PhoneSignIn } from './phone-sign-in.tsx';
import { RegisterForm } from './register-form.tsx';

/** The five modes of the spec (login, register, forgot-password, verify-otp, reset-password) plus phone sign-in. */
export type AuthMode = 'login' | 'register' | 'forgot-password' | 'verify-otp' | 'reset-password' | 'phone';
export const AUTH_MODES: readonly AuthMode[] = ['login', 'register', 'forgot-password', 'verify-otp', 'reset-password', 'phone'];

const TITLES: Record<AuthMode, string> = {
  login: 'Entrar',
  register: 'Criar conta',
  'forgot-password': 'Recuperar palavra-passe',
  'verify-otp': 'Introduza o código',
  'reset-password': 'Nova palavra-passe',
  phone: 'Entrar com o telemóvel',
};

interface Recovery {
  email: string;
  resendAfter: number;
  resetToken: string;
}
const NO_RECOVERY: Recovery = { email: '', resendAfter: 0, resetToken: '' };

export function AuthPanel({ initialMode = 'login', onSignedIn }: { initialMode?: AuthMode; onSignedIn: (info: { needsName: boolean }) => void }) {
  // Without a code in hand, the code and new-password steps start over from the e-mail.
  const [mode, setMode] = useState<AuthMode>(initialMode === 'verify-otp' || initialMode === 'reset-password' ? 'forgot-password' : initialMode);
  const [recovery, setRecovery] = useState<Recovery>(NO_RECOVERY);
  const [loginEmail, setLoginEmail] = useState('');

  const back = () => {
    setRecovery(NO_RECOVERY);
    setMode('login');
  };

  return (
    <div>
      <h1 className="mb-6 text-2xl font-semibold text-plum-700">{TITLES[mode]}</h1>
      {mode === 'login' && (
        <>
          <LoginForm
            key={loginEmail}
            initialEmail={loginEmail}
            onSuccess={() => {
              toast.success('Bem-vindo(a) de volta!');
              onSignedIn({ needsName: false });
            }}
          />
          <div className="mt-6 flex flex-col items-center gap-3 text-sm">
            <button type="button" className={buttonClass({ variant: 'link' })} onClick={() => setMode('forgot-password')}>
              Esqueceu a palavra-passe?
            </button>
            <button type="button" className={buttonClass({ variant: 'link' })} onClick={() => setMode('phone')}>
              Iniciar sessão com o telemóvel
            </button>
            <p className="text-ink/70">
              Ainda não tem conta?{' '}
              <button type="button" className={buttonClass({ variant: 'link' })} onClick={() => setMode('register')}>
                Criar conta
              </button>
            </p>
          </div>
        </>
      )}
      {mode === 'register' && (
        <RegisterForm
          onSuccess={() => {
            toast.success('Conta criada com sucesso! Bem-vindo(a)!');
            onSignedIn({ needsName: false });
          }}
        />
      )}
      {mode === 'forgot-password' && (
        <ForgotPasswordForm
          initialEmail={recovery.email}
          onSent={(email, resendAfter) => {
            setRecovery({ email, resendAfter, resetToken: '' });
            setMode('verify-otp');
          }}
        />
      )}
      {mode === 'verify-otp' && (
        <RecoveryCodeForm
          email={recovery.email}
          resendAfter={recovery.resendAfter}
          onVerified={(resetToken) => {
            setRecovery((r) => ({ ...r, resetToken }));
            setMode('reset-password');
          }}
        />
      )}
      {mode === 'reset-password' && (
        <ResetPasswordForm
          email={recovery.email}
          resetToken={recovery.resetToken}
          onSaved={() => {
            setLoginEmail(recovery.email);
            back();
          }}
        />
      )}
      {mode === 'phone' && <PhoneSignIn onSuccess={(result) => onSignedIn({ needsName: !result.first_name })} />}
      {mode !== 'login' && (
        <p className="mt-6 text-center">
          <button type="button" className={buttonClass({ variant: 'link' })} onClick={back}>
            Voltar ao início de sessão
          </button>
        </p>
      )}
    </div>
  );
}
