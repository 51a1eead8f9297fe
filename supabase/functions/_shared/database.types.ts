export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      budget_copies: {
        Row: {
          budget_id: number;
          carry_forward_before: number;
          created_at: string;
          created_budget: boolean;
          future_goals_balance_before: number;
          revision: number;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          budget_id: number;
          carry_forward_before: number;
          created_at?: string;
          created_budget: boolean;
          future_goals_balance_before: number;
          revision: number;
          user_id?: string;
        };
        Update: {
          budget_id?: number;
          carry_forward_before?: number;
          created_at?: string;
          created_budget?: boolean;
          future_goals_balance_before?: number;
          revision?: number;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'budget_copies_budget_id_user_id_fkey';
            columns: ['budget_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'budgets';
            referencedColumns: ['id', 'user_id'];
          },
        ];
      };
      budgets: {
        Row: {
          available_cash: number;
          carry_forward: number;
          created_at: string;
          future_goals_balance: number;
          id: number;
          last_balance_confirmation: string | null;
          last_spending_claim: string | null;
          month: string;
          next_paycheck_days: number;
          next_spending_amount: number;
          next_spending_date: string | null;
          revision: number;
          savings_account_balance: number;
          spending_balance: number;
          total_expenses: number;
          total_income: number;
          updated_at: string;
          user_id: string;
          year: number;
        };
        ComputedFields: never;
        Insert: {
          available_cash?: number;
          carry_forward?: number;
          created_at?: string;
          future_goals_balance?: number;
          id?: never;
          last_balance_confirmation?: string | null;
          last_spending_claim?: string | null;
          month: string;
          next_paycheck_days?: number;
          next_spending_amount?: number;
          next_spending_date?: string | null;
          revision?: number;
          savings_account_balance?: number;
          spending_balance?: number;
          total_expenses?: number;
          total_income?: number;
          updated_at?: string;
          user_id?: string;
          year: number;
        };
        Update: {
          available_cash?: number;
          carry_forward?: number;
          created_at?: string;
          future_goals_balance?: number;
          id?: never;
          last_balance_confirmation?: string | null;
          last_spending_claim?: string | null;
          month?: string;
          next_paycheck_days?: number;
          next_spending_amount?: number;
          next_spending_date?: string | null;
          revision?: number;
          savings_account_balance?: number;
          spending_balance?: number;
          total_expenses?: number;
          total_income?: number;
          updated_at?: string;
          user_id?: string;
          year?: number;
        };
        Relationships: [];
      };
      calendar_feeds: {
        Row: {
          created_at: string;
          token_hash: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          token_hash: string;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          token_hash?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      contact_messages: {
        Row: {
          category: string;
          created_at: string;
          email: string;
          id: number;
          message: string;
          name: string;
          subject: string;
          user_id: string | null;
        };
        ComputedFields: never;
        Insert: {
          category: string;
          created_at?: string;
          email: string;
          id?: never;
          message: string;
          name: string;
          subject: string;
          user_id?: string | null;
        };
        Update: {
          category?: string;
          created_at?: string;
          email?: string;
          id?: never;
          message?: string;
          name?: string;
          subject?: string;
          user_id?: string | null;
        };
        Relationships: [];
      };
      conversion_events: {
        Row: {
          created_at: string;
          event_id: string | null;
          event_properties: Json | null;
          event_type: string;
          event_value: number | null;
          id: number;
          pixel_error: string | null;
          pixel_fired: boolean;
          server_event_error: string | null;
          server_event_sent: boolean;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          event_id?: string | null;
          event_properties?: Json | null;
          event_type: string;
          event_value?: number | null;
          id?: never;
          pixel_error?: string | null;
          pixel_fired?: boolean;
          server_event_error?: string | null;
          server_event_sent?: boolean;
          user_id: string;
        };
        Update: {
          created_at?: string;
          event_id?: string | null;
          event_properties?: Json | null;
          event_type?: string;
          event_value?: number | null;
          id?: never;
          pixel_error?: string | null;
          pixel_fired?: boolean;
          server_event_error?: string | null;
          server_event_sent?: boolean;
          user_id?: string;
        };
        Relationships: [];
      };
      email_captures: {
        Row: {
          created_at: string;
          email: string;
          id: number;
          last_seen_at: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          email: string;
          id?: never;
          last_seen_at?: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: never;
          last_seen_at?: string;
        };
        Relationships: [];
      };
      email_events: {
        Row: {
          created_at: string;
          email: string;
          error_message: string | null;
          event_properties: Json | null;
          event_type: string;
          id: number;
          loops_event_id: string | null;
          sent_successfully: boolean;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          email: string;
          error_message?: string | null;
          event_properties?: Json | null;
          event_type: string;
          id?: never;
          loops_event_id?: string | null;
          sent_successfully?: boolean;
          user_id: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          error_message?: string | null;
          event_properties?: Json | null;
          event_type?: string;
          id?: never;
          loops_event_id?: string | null;
          sent_successfully?: boolean;
          user_id?: string;
        };
        Relationships: [];
      };
      expense_items: {
        Row: {
          amount: number;
          budget_id: number;
          category: string;
          created_at: string;
          due_date: string | null;
          fixed_date: boolean;
          goal_id: number | null;
          goal_spent: number | null;
          goal_spent_months: Json | null;
          id: number;
          is_paid: boolean;
          kept_day: number | null;
          name: string;
          note: string | null;
          priority: number;
          sort_order: number;
          updated_at: string;
          updated_by: string | null;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          amount: number;
          budget_id: number;
          category?: string;
          created_at?: string;
          due_date?: string | null;
          fixed_date?: boolean;
          goal_id?: number | null;
          goal_spent?: number | null;
          goal_spent_months?: Json | null;
          id?: never;
          is_paid?: boolean;
          kept_day?: number | null;
          name: string;
          note?: string | null;
          priority?: number;
          sort_order?: number;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
        };
        Update: {
          amount?: number;
          budget_id?: number;
          category?: string;
          created_at?: string;
          due_date?: string | null;
          fixed_date?: boolean;
          goal_id?: number | null;
          goal_spent?: number | null;
          goal_spent_months?: Json | null;
          id?: never;
          is_paid?: boolean;
          kept_day?: number | null;
          name?: string;
          note?: string | null;
          priority?: number;
          sort_order?: number;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'expense_items_budget_id_user_id_fkey';
            columns: ['budget_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'budgets';
            referencedColumns: ['id', 'user_id'];
          },
          {
            foreignKeyName: 'expense_items_goal_fkey';
            columns: ['goal_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'future_plans';
            referencedColumns: ['id', 'user_id'];
          },
        ];
      };
      future_plans: {
        Row: {
          created_at: string;
          emoji: string;
          id: number;
          is_default: boolean;
          name: string;
          next_due: string | null;
          repeat_months: number | null;
          saved_amount: number;
          sort_order: number;
          target_amount: number;
          target_month: string | null;
          timeframe_months: number;
          updated_at: string;
          updated_by: string | null;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          emoji?: string;
          id?: never;
          is_default?: boolean;
          name: string;
          next_due?: string | null;
          repeat_months?: number | null;
          saved_amount?: number;
          sort_order: number;
          target_amount: number;
          target_month?: string | null;
          timeframe_months?: number;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          emoji?: string;
          id?: never;
          is_default?: boolean;
          name?: string;
          next_due?: string | null;
          repeat_months?: number | null;
          saved_amount?: number;
          sort_order?: number;
          target_amount?: number;
          target_month?: string | null;
          timeframe_months?: number;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
        };
        Relationships: [];
      };
      goal_set_aside_ticks: {
        Row: {
          amount: number;
          created_at: string;
          parts: NonNullable<Json>;
          payday: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          amount: number;
          created_at?: string;
          parts?: NonNullable<Json>;
          payday: string;
          user_id: string;
        };
        Update: {
          amount?: number;
          created_at?: string;
          parts?: NonNullable<Json>;
          payday?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'goal_set_aside_ticks_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      goal_settings: {
        Row: {
          into_budget: boolean;
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          into_budget?: boolean;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          into_budget?: boolean;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'goal_settings_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      household_invitations: {
        Row: {
          accepted_at: string | null;
          created_at: string;
          email: string;
          expires_at: string;
          id: number;
          owner_id: string;
          token_hash: string;
        };
        ComputedFields: never;
        Insert: {
          accepted_at?: string | null;
          created_at?: string;
          email: string;
          expires_at?: string;
          id?: never;
          owner_id: string;
          token_hash: string;
        };
        Update: {
          accepted_at?: string | null;
          created_at?: string;
          email?: string;
          expires_at?: string;
          id?: never;
          owner_id?: string;
          token_hash?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'household_invitations_owner_id_fkey';
            columns: ['owner_id'];
            isOneToOne: false;
            referencedRelation: 'households';
            referencedColumns: ['owner_id'];
          },
        ];
      };
      households: {
        Row: {
          created_at: string;
          owner_id: string;
          partner_id: string | null;
          partner_joined_at: string | null;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          owner_id: string;
          partner_id?: string | null;
          partner_joined_at?: string | null;
        };
        Update: {
          created_at?: string;
          owner_id?: string;
          partner_id?: string | null;
          partner_joined_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'households_owner_id_fkey';
            columns: ['owner_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'households_partner_id_fkey';
            columns: ['partner_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      idempotency_keys: {
        Row: {
          created_at: string;
          id: number;
          key: string;
          request_hash: string;
          response_body: string;
          response_status: number;
          user_id: string | null;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          id?: never;
          key: string;
          request_hash: string;
          response_body: string;
          response_status: number;
          user_id?: string | null;
        };
        Update: {
          created_at?: string;
          id?: never;
          key?: string;
          request_hash?: string;
          response_body?: string;
          response_status?: number;
          user_id?: string | null;
        };
        Relationships: [];
      };
      income_items: {
        Row: {
          amount: number;
          budget_id: number;
          category: string;
          created_at: string;
          date: string | null;
          description: string | null;
          id: number;
          is_paid: boolean;
          kept_day: number | null;
          name: string;
          priority: number;
          sort_order: number;
          updated_at: string;
          updated_by: string | null;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          amount: number;
          budget_id: number;
          category?: string;
          created_at?: string;
          date?: string | null;
          description?: string | null;
          id?: never;
          is_paid?: boolean;
          kept_day?: number | null;
          name: string;
          priority?: number;
          sort_order?: number;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
        };
        Update: {
          amount?: number;
          budget_id?: number;
          category?: string;
          created_at?: string;
          date?: string | null;
          description?: string | null;
          id?: never;
          is_paid?: boolean;
          kept_day?: number | null;
          name?: string;
          priority?: number;
          sort_order?: number;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'income_items_budget_id_user_id_fkey';
            columns: ['budget_id', 'user_id'];
            isOneToOne: false;
            referencedRelation: 'budgets';
            referencedColumns: ['id', 'user_id'];
          },
        ];
      };
      password_reset_tokens: {
        Row: {
          created_at: string;
          expires_at: string;
          id: number;
          token: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          expires_at: string;
          id?: never;
          token: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          expires_at?: string;
          id?: never;
          token?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      pay_schedules: {
        Row: {
          anchor: string | null;
          day: number | null;
          days: number[] | null;
          kind: string;
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          anchor?: string | null;
          day?: number | null;
          days?: number[] | null;
          kind: string;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          anchor?: string | null;
          day?: number | null;
          days?: number[] | null;
          kind?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'pay_schedules_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          billing_event_at: string | null;
          birthday: string | null;
          cancel_at_period_end: boolean;
          card_brand: string | null;
          card_last4: string | null;
          card_optional_until: string | null;
          created_at: string;
          current_period_end: string | null;
          cushion: number;
          email: string | null;
          email_event_counts: NonNullable<Json>;
          email_marketing_opt_in: boolean;
          first_budget_month: string;
          first_name: string | null;
          id: string;
          last_active_date: string | null;
          last_email_event_date: string | null;
          last_name: string | null;
          loops_contact_id: string | null;
          onboarding_emails_sent: boolean;
          show_cents: boolean;
          stripe_customer_id: string | null;
          stripe_subscription_id: string | null;
          subscription_status: string;
          trial_end_date: string;
          trial_start_date: string;
          updated_at: string;
          username: string | null;
        };
        ComputedFields: never;
        Insert: {
          billing_event_at?: string | null;
          birthday?: string | null;
          cancel_at_period_end?: boolean;
          card_brand?: string | null;
          card_last4?: string | null;
          card_optional_until?: string | null;
          created_at?: string;
          current_period_end?: string | null;
          cushion?: number;
          email?: string | null;
          email_event_counts?: NonNullable<Json>;
          email_marketing_opt_in?: boolean;
          first_budget_month?: string;
          first_name?: string | null;
          id: string;
          last_active_date?: string | null;
          last_email_event_date?: string | null;
          last_name?: string | null;
          loops_contact_id?: string | null;
          onboarding_emails_sent?: boolean;
          show_cents?: boolean;
          stripe_customer_id?: string | null;
          stripe_subscription_id?: string | null;
          subscription_status?: string;
          trial_end_date?: string;
          trial_start_date?: string;
          updated_at?: string;
          username?: string | null;
        };
        Update: {
          billing_event_at?: string | null;
          birthday?: string | null;
          cancel_at_period_end?: boolean;
          card_brand?: string | null;
          card_last4?: string | null;
          card_optional_until?: string | null;
          created_at?: string;
          current_period_end?: string | null;
          cushion?: number;
          email?: string | null;
          email_event_counts?: NonNullable<Json>;
          email_marketing_opt_in?: boolean;
          first_budget_month?: string;
          first_name?: string | null;
          id?: string;
          last_active_date?: string | null;
          last_email_event_date?: string | null;
          last_name?: string | null;
          loops_contact_id?: string | null;
          onboarding_emails_sent?: boolean;
          show_cents?: boolean;
          stripe_customer_id?: string | null;
          stripe_subscription_id?: string | null;
          subscription_status?: string;
          trial_end_date?: string;
          trial_start_date?: string;
          updated_at?: string;
          username?: string | null;
        };
        Relationships: [];
      };
      push_subscriptions: {
        Row: {
          auth: string;
          created_at: string;
          endpoint: string;
          id: number;
          p256dh: string;
          renewed_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          auth: string;
          created_at?: string;
          endpoint: string;
          id?: never;
          p256dh: string;
          renewed_at?: string;
          user_id?: string;
        };
        Update: {
          auth?: string;
          created_at?: string;
          endpoint?: string;
          id?: never;
          p256dh?: string;
          renewed_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      reminder_settings: {
        Row: {
          bills_enabled: boolean;
          days_before: number;
          email: boolean;
          payday_enabled: boolean;
          push: boolean;
          remind_at: string;
          time_zone: string;
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          bills_enabled?: boolean;
          days_before?: number;
          email?: boolean;
          payday_enabled?: boolean;
          push?: boolean;
          remind_at?: string;
          time_zone?: string;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          bills_enabled?: boolean;
          days_before?: number;
          email?: boolean;
          payday_enabled?: boolean;
          push?: boolean;
          remind_at?: string;
          time_zone?: string;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      runway_apply_undos: {
        Row: {
          created_at: string;
          record: NonNullable<Json>;
          undo_id: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          record: NonNullable<Json>;
          undo_id: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          record?: NonNullable<Json>;
          undo_id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'runway_apply_undos_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      sent_reminders: {
        Row: {
          attempt: number;
          channel: string;
          claim: string | null;
          claimed_at: string;
          device_id: number | null;
          due_date: string;
          id: number;
          sent_at: string | null;
          state: string;
          subject: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          attempt?: number;
          channel: string;
          claim?: string | null;
          claimed_at?: string;
          device_id?: number | null;
          due_date: string;
          id?: never;
          sent_at?: string | null;
          state?: string;
          subject: string;
          user_id: string;
        };
        Update: {
          attempt?: number;
          channel?: string;
          claim?: string | null;
          claimed_at?: string;
          device_id?: number | null;
          due_date?: string;
          id?: never;
          sent_at?: string | null;
          state?: string;
          subject?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'sent_reminders_device_id_fkey';
            columns: ['device_id'];
            isOneToOne: false;
            referencedRelation: 'push_subscriptions';
            referencedColumns: ['id'];
          },
        ];
      };
      stripe_events: {
        Row: {
          created: string;
          id: string;
          processed_at: string;
          type: string;
        };
        ComputedFields: never;
        Insert: {
          created: string;
          id: string;
          processed_at?: string;
          type: string;
        };
        Update: {
          created?: string;
          id?: string;
          processed_at?: string;
          type?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      accept_household_invitation: { Args: { token_hash: string }; Returns: string };
      budget_json: { Args: { owner: string; target_month: string }; Returns: Record<string, unknown> };
      budget_owner: { Args: Record<PropertyKey, never>; Returns: string };
      calendar_feed_alarm: {
        Args: { p_token_hash: string };
        Returns: {
          days_before: number;
          remind_at: string;
        }[];
      };
      calendar_feed_exists: { Args: { p_token_hash: string }; Returns: boolean };
      calendar_feed_expenses: {
        Args: { p_first_month: string; p_last_month: string; p_token_hash: string };
        Returns: {
          amount: number;
          due_date: string;
          id: number;
          is_paid: boolean;
          month: string;
          name: string;
        }[];
      };
      capture_email: { Args: { p_email: string }; Returns: undefined };
      copy_budget_to_month:
        | { Args: { source_id: number; target_month: string; target_year: number }; Returns: number }
        | {
            Args: { income_dates: Json; source_id: number; target_month: string; target_year: number };
            Returns: number;
          };
      delete_own_account: { Args: Record<PropertyKey, never>; Returns: undefined };
      end_household_partnership: { Args: { partner: string }; Returns: undefined };
      extend_first_budget_month: { Args: { p_month: string }; Returns: string };
      given_day: { Args: { kept_day: number; month: string; value: string }; Returns: number };
      goal_plan_json: { Args: { for_budget: boolean; owner: string; this_month: string }; Returns: string };
      household_json: { Args: Record<PropertyKey, never>; Returns: Json };
      item_day: { Args: { value: string }; Returns: number };
      item_days: {
        Args: { dates: string[] };
        Returns: {
          day: number;
          n: number;
        }[];
      };
      kept_dates: {
        Args: { dates: string[]; from_month: string; kept_days: number[]; to_month: string };
        Returns: {
          given_day: number;
          kept_day: number;
          moved_date: string;
          n: number;
        }[];
      };
      kept_day_in_month: {
        Args: { from_month: string; kept_day: number; to_month: string; value: string };
        Returns: number;
      };
      month_items_json: { Args: { owner: string; target_month: string }; Returns: string };
      month_length: { Args: { month: string }; Returns: number };
      move_date_to_month: { Args: { target_month: string; value: string }; Returns: string };
      move_kept_date: {
        Args: { from_month: string; kept_day: number; to_month: string; value: string };
        Returns: string;
      };
      order_budget_rows_by_day: { Args: { p_budget_id: number }; Returns: number };
      pay_schedule_json: { Args: { owner: string }; Returns: string };
      runway_budgets_json: { Args: { first_month: string; last_month: string }; Returns: string };
      undo_budget_copy: { Args: { target_id: number }; Returns: undefined };
      unsubscribe_reminder_emails: { Args: { p_token: string }; Returns: boolean };
      with_goal_id: { Args: { goal_id: number; item: Json }; Returns: Json };
      with_kept_day: { Args: { item: Json; kept_day: number }; Returns: Json };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
